import { href } from '@festival/shared/routes/route-table';
import { useSessionStore } from '@festival/shared/stores/session-store';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { ModalDialog } from '@festival/shared/ui/modal-dialog';

/**
 * Spec §1, §8: when a page is asked for with `edit` and the user check finds no editor, a modal
 * offers the login, which brings the visitor back to editing, or the page without editing.
 */
export function EditLoginModal({ parcelProps, pathname }: { parcelProps: ParcelProps; pathname: string }) {
  const { t } = useLocaleT('shell');
  const checked = useSessionStore((state) => state.status === 'ready');
  const isEditor = useSessionStore((state) => state.editor !== null);
  const { query, locale, navigate } = parcelProps;
  if (!('edit' in query) || !checked || isEditor) return null;

  const rest = Object.entries(query).filter(([name]) => name !== 'edit');
  const withoutEdit = rest.length ? `${pathname}?${new URLSearchParams(rest).toString()}` : pathname;
  const login = `${href('user-login', {}, locale)}?${new URLSearchParams({ next: `${pathname}?edit` }).toString()}`;
  return (
    <ModalDialog title={t('editLogin.title')} role="alertdialog" onClose={() => navigate(withoutEdit)}>
      <p>{t('editLogin.text')}</p>
      <p className="fs-modal__actions">
        <Link href={login} className="fs-button" data-autofocus>{t('editLogin.login')}</Link>
        <button type="button" className="fs-button fs-button--secondary" onClick={() => navigate(withoutEdit)}>
          {t('editLogin.view')}
        </button>
      </p>
    </ModalDialog>
  );
}
