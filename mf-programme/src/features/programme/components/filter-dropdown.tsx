import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocaleT } from '@festival/shared/ui/app-context';

interface DropdownProps {
  label: string;
  /** The chosen value's name, shown on the button. */
  current: string | null;
  open: boolean;
  onToggle: (open: boolean) => void;
  children: ReactNode;
}

/**
 * A filter button with its panel (spec §2 filter bar); the parent keeps only one open. A panel
 * that closes with the focus inside it (an option chosen by keyboard) hands the focus to its
 * button, before the browser would drop it on the page.
 */
export function FilterDropdown({ label, current, open, onToggle, children }: DropdownProps) {
  const { t } = useLocaleT('programme');
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!open && panel.current?.contains(document.activeElement)) button.current?.focus({ preventScroll: true });
  }, [open]);
  return (
    <div
      className={`pg-dropdown${open ? ' pg-dropdown--open' : ''}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          onToggle(false);
        }
      }}
    >
      <button
        type="button"
        ref={button}
        className={`pg-dropdown__button${current ? ' pg-dropdown__button--set' : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onToggle(!open)}
      >
        <span className="pg-dropdown__label">{label}</span>
        <span className="pg-dropdown__value">{current ?? t('programme.all')}</span>
      </button>
      <div id={panelId} ref={panel} className="pg-dropdown__panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}

interface OptionListProps {
  label: string;
  options: Array<{ id: number; name: string }>;
  selected: number | null;
  onSelect: (id: number) => void;
}

/** Options as toggle buttons: spec §4 clicking one selects it, clicking the current one clears it. */
export function OptionList({ label, options, selected, onSelect }: OptionListProps) {
  return (
    <ul className="pg-options" aria-label={label}>
      {options.map((option) => (
        <li key={option.id}>
          <button type="button" className="pg-options__item" aria-pressed={option.id === selected} onClick={() => onSelect(option.id)}>
            {option.name}
          </button>
        </li>
      ))}
    </ul>
  );
}
