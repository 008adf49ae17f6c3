import { useRef, useState, type KeyboardEvent } from 'react';
import { useLocaleT } from '@festival/shared/ui/app-context';
import type { Placement } from '../model/module-moves';
import { AddModule } from './add-module';
import { AddSection } from './add-section';

export interface ModuleInserterProps {
  placement: Placement;
  /** Names the place for screen readers ("Modul hier einfügen: vor Überschrift"). */
  label: string;
  /** On the page itself a section may go here too; inside a column only modules. */
  withSection?: boolean;
}

/**
 * An in-between inserter: a line that shows its "+ Modul hier einfügen" button on hover and on
 * keyboard focus, opening the add-module chooser for exactly this place.
 */
export function ModuleInserter({ placement, label, withSection = false }: ModuleInserterProps) {
  const { t } = useLocaleT('page-editor');
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => opener.current?.focus());
  };
  if (!open) {
    return (
      <div className="ed-inserter">
        <button ref={opener} type="button" className="ed-inserter__button" aria-label={label} onClick={() => setOpen(true)}>
          <span aria-hidden="true">+ </span>
          {t('inserter.button')}
        </button>
      </div>
    );
  }
  const onKeyDown = (event: KeyboardEvent) => {
    // a module form handles its own Escape (it may warn about typed changes first)
    if (event.key === 'Escape' && !(event.target as HTMLElement).closest('form')) close();
  };
  return (
    <div className="ed-inserter ed-inserter--open" role="group" aria-label={label} onKeyDown={onKeyDown}>
      <AddModule label={t('addModule.label')} placement={placement} autoFocus onDone={close} />
      {withSection && <AddSection placement={placement} onDone={close} />}
      <button type="button" className="fs-button fs-button--secondary" onClick={close}>
        {t('inserter.close')}
      </button>
    </div>
  );
}
