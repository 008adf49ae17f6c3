import { useEffect, useRef } from 'react';
import { useLocale, useLocaleT } from '@festival/shared/ui/app-context';
import { usePageEditor } from '../stores/page-editor-context';

/** Spec §4: the sections' backup list, newest first; undo restores the latest backup. */
export function BackupPanel() {
  const { t } = useLocaleT('page-editor');
  const locale = useLocale();
  const backups = usePageEditor((state) => state.backups);
  const undo = usePageEditor((state) => state.undo);
  const busy = usePageEditor((state) => state.busy);
  const focusTarget = usePageEditor((state) => state.focusTarget);
  const setFocusTarget = usePageEditor((state) => state.setFocusTarget);
  const undoButton = useRef<HTMLButtonElement>(null);
  // after a delete the focus waits on undo, the way back
  useEffect(() => {
    if (focusTarget?.kind !== 'undo' || busy) return;
    undoButton.current?.focus();
    setFocusTarget(null);
  }, [busy, focusTarget, setFocusTarget]);
  return (
    <section className="ed-backups" aria-labelledby="ed-backups-title">
      <h2 id="ed-backups-title" className="ed-backups__title">
        {t('backups.title')}
      </h2>
      {backups.length === 0 ? (
        <p>{t('backups.empty')}</p>
      ) : (
        <ol className="ed-backups__list">
          {backups.map((backup) => (
            <li key={`${backup.revision}-${backup.at}`}>
              {t(`backups.${backup.change.action}`, { model: t(`model.${backup.change.model}`) })}{' '}
              <time dateTime={backup.at}>{new Date(backup.at).toLocaleTimeString(locale)}</time>
            </li>
          ))}
        </ol>
      )}
      <button ref={undoButton} type="button" className="fs-button" disabled={busy || backups.length === 0} onClick={() => void undo()}>
        {t('backups.undo')}
      </button>
    </section>
  );
}
