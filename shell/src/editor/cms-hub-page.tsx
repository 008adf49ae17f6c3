import { useLocation } from 'react-router';
import { useSessionStore } from '@festival/shared/stores/session-store';
import { useLocale, useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { RemoteParcel } from '@festival/shared/ui/remote-parcel';
import { PageHeaderSkeleton } from '@festival/shared/ui/skeletons';
import { useParcelProps } from '../app/use-parcel-props';

/**
 * /cms-hub/*: the editor remote is fetched only once the session says "editor" (spec §6);
 * an anonymous visitor never loads a file of it.
 */
export default function CmsHubPage() {
  const locale = useLocale();
  const { t } = useLocaleT('shell');
  const { pathname } = useLocation();
  const status = useSessionStore((state) => state.status);
  const editor = useSessionStore((state) => state.editor);
  const details = useSessionStore((state) => state.details);
  const parcelProps = useParcelProps(null, locale);

  if (status !== 'ready') return <PageHeaderSkeleton />;
  if (editor) return <RemoteParcel module="mf_editor/cms-hub" props={{ ...parcelProps, params: { '*': pathname.replace(/^\/cms-hub\/?/, '') } }} />;
  return (
    <section className="sh-user">
      <p>{t('cmsHub.editorsOnly')}</p>
      {!details?.is_logged_in && (
        <p>
          <Link to="user-login" className="fs-button">
            {t('user.login')}
          </Link>
        </p>
      )}
    </section>
  );
}
