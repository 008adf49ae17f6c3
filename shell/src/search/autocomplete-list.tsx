import { forwardRef, type KeyboardEvent } from 'react';
import { useLocaleT } from '@festival/shared/ui/app-context';

export interface AutocompleteListProps {
  id: string;
  suggestions: string[];
  onChoose: (suggestion: string) => void;
  /** The list's close event (Escape): the box closes it and takes the focus back. */
  onClose: () => void;
  onBlur: () => void;
}

/** Focus moves with the arrow keys between the suggestions; ArrowUp on the first returns to the input. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>, onClose: () => void) {
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button'));
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (event.key === 'ArrowDown') {
    event.preventDefault();
    buttons[Math.min(index + 1, buttons.length - 1)]?.focus();
  } else if (event.key === 'ArrowUp') {
    event.preventDefault();
    if (index <= 0) onClose();
    else buttons[index - 1]?.focus();
  } else if (event.key === 'Escape') {
    event.preventDefault();
    onClose();
  }
}

/** Spec §4: the suggestions under the header search box. */
export const AutocompleteList = forwardRef<HTMLUListElement, AutocompleteListProps>(function AutocompleteList(
  { id, suggestions, onChoose, onClose, onBlur },
  ref,
) {
  const { t } = useLocaleT('shell');
  return (
    <ul id={id} ref={ref} className="sh-search-box__list" aria-label={t('searchBox.suggestions')} onKeyDown={(event) => moveFocus(event, onClose)}>
      {suggestions.map((suggestion) => (
        <li key={suggestion}>
          <button type="button" className="sh-search-box__suggestion" onClick={() => onChoose(suggestion)} onBlur={onBlur}>
            {suggestion}
          </button>
        </li>
      ))}
    </ul>
  );
});
