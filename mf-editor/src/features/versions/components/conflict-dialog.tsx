import { useEffect, useRef } from 'react';
import type { AppEventDetails } from '@festival/shared/events/app-events';
import type { Locale } from '@festival/shared/i18n/locales';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { ModalDialog } from '@festival/shared/ui/modal-dialog';
import { useConflictOffer } from '../../../conflicts/conflict-offer-store';
import { editorName, versionWhen } from './version-texts';
import '../conflict-resources';

export type Conflict = AppEventDetails['stale-write']['answer'];

export interface ConflictDialogProps {
  locale: Locale;
  conflict: Conflict;
  onClose: () => void;
  reload?: () => void;
}

/**
 * Two editors on one page: a save whose module changed since the editor's copy answers 409 (spec
 * §9 versioning), and this says who changed the page and when. The editor's text stays in its
 * form: it can be saved over the other's change, copied while the dialog is closed, or given up
 * by reloading. Nothing is overwritten silently. Loaded on the first conflict (conflict-watch.tsx).
 */
export default function ConflictDialog({ locale, conflict, onClose, reload = () => window.location.reload() }: ConflictDialogProps) {
  const { t } = useLocaleT('editorConflict');
  const keepMine = useConflictOffer((state) => state.keepMine);
  const keepButton = useRef<HTMLButtonElement>(null);
  // the offer comes right after the dialog opened (and focused "reload"): its button takes the focus
  useEffect(() => {
    if (keepMine) keepButton.current?.focus();
  }, [keepMine]);
  const close = onClose;
  const when = conflict.changed_at ? versionWhen({ created_at: conflict.changed_at }, locale) : '';
  return (
    <ModalDialog role="alertdialog" title={t('title')} onClose={close}>
      <p>{conflict.changed_by ? t('by', { name: editorName(conflict.changed_by), when }) : t('byUnknown', { when })}</p>
      <p>{t(keepMine ? 'unsavedKeep' : 'unsaved')}</p>
      <div className="fs-modal__actions">
        {keepMine && (
          <button ref={keepButton} type="button" className="fs-button" onClick={() => {
            close();
            keepMine().catch((error: unknown) => console.error('conflict: keep mine', error));
          }}>
            {t('keepMine')}
          </button>
        )}
        <button type="button" className={keepMine ? 'fs-button fs-button--secondary' : 'fs-button'} data-autofocus onClick={reload}>
          {t('reload')}
        </button>
        <button type="button" className="fs-button fs-button--secondary" onClick={close}>{t('close')}</button>
      </div>
    </ModalDialog>
  );
}
