import { useEffect, useState } from 'react';
import { onAppEvent, STALE_WRITE, type AppEventDetails } from '@festival/shared/events/app-events';
import type { Locale } from '@festival/shared/i18n/locales';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { ModalDialog } from '@festival/shared/ui/modal-dialog';
import { editorName, versionWhen } from './version-texts';
import '../versions-resources';

type Conflict = AppEventDetails['stale-write']['answer'];

/**
 * Two editors on one page: a save based on an outdated revision answers 409 (spec §9
 * versioning), and this says who changed the page and when, and offers to reload it.
 * Nothing is overwritten silently.
 */
export function ConflictDialog({ locale, reload = () => window.location.reload() }: { locale: Locale; reload?: () => void }) {
  const { t } = useLocaleT('editorVersions');
  const [conflict, setConflict] = useState<Conflict | null>(null);
  useEffect(() => onAppEvent(STALE_WRITE, ({ answer }) => setConflict(answer)), []);
  if (!conflict) return null;
  const when = conflict.changed_at ? versionWhen({ created_at: conflict.changed_at }, locale) : '';
  return (
    <ModalDialog role="alertdialog" title={t('conflict.title')} onClose={() => setConflict(null)}>
      <p>{conflict.changed_by ? t('conflict.by', { name: editorName(conflict.changed_by), when }) : t('conflict.byUnknown', { when })}</p>
      <p>{t('conflict.unsaved')}</p>
      <div className="fs-modal__actions">
        <button type="button" className="fs-button" data-autofocus onClick={reload}>{t('conflict.reload')}</button>
        <button type="button" className="fs-button fs-button--secondary" onClick={() => setConflict(null)}>{t('conflict.close')}</button>
      </div>
    </ModalDialog>
  );
}
