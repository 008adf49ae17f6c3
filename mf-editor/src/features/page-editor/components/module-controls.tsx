import { useEffect, useRef, useState } from 'react';
import type { PageModule } from '@festival/shared/api-schemas/content-modules';
import { useLocaleT } from '@festival/shared/ui/app-context';
import type { MoveDirection, Placement } from '../model/module-moves';
import { usePageEditor } from '../stores/page-editor-context';
import { useModuleActions } from './use-module-actions';

const DIRECTIONS: MoveDirection[] = ['up', 'down', 'previousColumn', 'nextColumn'];
const ARROWS: Record<MoveDirection, string> = { up: '↑', down: '↓', previousColumn: '←', nextColumn: '→' };

export interface ModuleControlsProps {
  module: PageModule;
  targets: Partial<Record<MoveDirection, Placement>>;
  editing: boolean;
  onEdit: () => void;
}

/** Edit, move (up, down, between columns) and delete, as buttons: keyboard-operable, named for screen readers. */
export function ModuleControls({ module, targets, editing, onEdit }: ModuleControlsProps) {
  const { t } = useLocaleT('page-editor');
  const actions = useModuleActions();
  const busy = usePageEditor((state) => state.busy);
  const focusTarget = usePageEditor((state) => state.focusTarget);
  const setFocusTarget = usePageEditor((state) => state.setFocusTarget);
  const [confirming, setConfirming] = useState(false);
  const group = useRef<HTMLDivElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  // The button pressed gives way to the question: the focus goes to "Abbrechen" there, and back to
  // "… löschen" when the question is cancelled, instead of falling to the page's start.
  const answered = useRef(false);
  useEffect(() => {
    if (confirming) cancelButton.current?.focus();
    else if (answered.current) deleteButton.current?.focus();
    answered.current = false;
  }, [confirming]);
  const cancelDelete = () => {
    answered.current = true;
    setConfirming(false);
  };
  const name = t(`model.${module.model}`);

  useEffect(() => {
    if (!focusTarget || focusTarget.kind === 'undo' || focusTarget.id !== module.id || busy) return;
    const selector = focusTarget.kind === 'move' ? `[data-direction="${focusTarget.direction}"]:not([disabled])` : '[data-action="edit"]';
    const wanted = group.current?.querySelector<HTMLButtonElement>(selector);
    (wanted ?? group.current?.querySelector<HTMLButtonElement>('button:not([disabled])'))?.focus();
    setFocusTarget(null);
  }, [busy, focusTarget, module.id, setFocusTarget]);

  const move = (direction: MoveDirection) => {
    const placement = targets[direction];
    if (!placement || module.id === undefined) return;
    setFocusTarget({ kind: 'move', id: module.id, direction });
    void actions.move(module, placement).catch(() => undefined); // the store has logged it
  };

  return (
    <div
      className="ed-controls"
      role="group"
      aria-label={name}
      ref={group}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && confirming) {
          event.preventDefault();
          cancelDelete();
        }
      }}
    >
      <button type="button" className="ed-controls__button" data-action="edit" aria-expanded={editing} onClick={onEdit} disabled={busy}>
        {t('actions.edit', { model: name })}
      </button>
      {DIRECTIONS.map((direction) =>
        direction in targets || direction === 'up' || direction === 'down' ? (
          <button
            key={direction}
            type="button"
            className="ed-controls__button ed-controls__button--icon"
            data-direction={direction}
            disabled={busy || !targets[direction]}
            aria-label={t(`actions.${direction}`, { model: name })}
            title={t(`actions.${direction}`, { model: name })}
            onClick={() => move(direction)}
          >
            <span aria-hidden="true">{ARROWS[direction]}</span>
          </button>
        ) : null,
      )}
      {confirming ? (
        <>
          <span className="ed-controls__confirm">{t('actions.confirmDelete', { model: name })}</span>
          <button type="button" className="ed-controls__button ed-controls__button--danger" disabled={busy} onClick={() => {
              setFocusTarget({ kind: 'undo' });
              void actions.remove(module).catch(() => setConfirming(false));
            }}>
            {t('actions.delete', { model: name })}
          </button>
          <button ref={cancelButton} type="button" className="ed-controls__button" onClick={cancelDelete}>
            {t('actions.cancel')}
          </button>
        </>
      ) : (
        <button ref={deleteButton} type="button" className="ed-controls__button" disabled={busy} onClick={() => setConfirming(true)}>
          {t('actions.delete', { model: name })}
        </button>
      )}
    </div>
  );
}
