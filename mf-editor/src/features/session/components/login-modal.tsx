import { useEffect, useState } from 'react';
import { apiGet, isApiError } from '@festival/shared/api-client/api-client';
import type { EditorUser } from '@festival/shared/api-schemas/content';
import { API_UNAUTHORIZED, onAppEvent } from '@festival/shared/events/app-events';
import type { Locale } from '@festival/shared/i18n/locales';
import { href } from '@festival/shared/routes/route-table';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { ModalDialog } from '@festival/shared/ui/modal-dialog';
import '../session-resources';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Spec §6/§8: a request that answers 401 while editing (in edit mode, or any write) opens this
 * login modal. The login opens in a new window, so the page and its unsaved edits stay; the
 * editor then says so and the session is checked again.
 */
export function LoginModal({ locale, editing }: { locale: Locale; editing: boolean }) {
  const { t } = useLocaleT('editorSession');
  const [open, setOpen] = useState(false);
  const [stillOut, setStillOut] = useState(false);

  useEffect(() => onAppEvent(API_UNAUTHORIZED, ({ method }) => {
    if (editing || !SAFE_METHODS.has(method)) {
      setStillOut(false);
      setOpen(true);
    }
  }), [editing]);

  if (!open) return null;
  const check = async () => {
    try {
      await apiGet<EditorUser>('/pageeditor-api/user', { locale });
      setOpen(false);
    } catch (error) {
      if (!isApiError(error, 401) && !isApiError(error, 403)) console.error('editor user', error);
      setStillOut(true);
    }
  };
  return (
    <ModalDialog role="alertdialog" title={t('login.title')} onClose={() => setOpen(false)}>
      <p>{t('login.text')}</p>
      {stillOut && <p role="alert">{t('login.stillOut')}</p>}
      <div className="fs-modal__actions">
        <a className="fs-button" href={href('user-login', {}, locale)} target="_blank" rel="noopener" data-autofocus>
          {t('login.open')}
        </a>
        <button type="button" className="fs-button fs-button--secondary" onClick={() => void check()}>{t('login.done')}</button>
        <button type="button" className="fs-button fs-button--secondary" onClick={() => setOpen(false)}>{t('login.close')}</button>
      </div>
    </ModalDialog>
  );
}
