import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { PageHeaderSkeleton } from '@festival/shared/ui/skeletons';
import { useSignedIn } from './use-signed-in';

/** Spec §2 user profile: the visitor's account; anonymous visitors go to the login URL. */
export default function UserPage({ parcelProps }: { parcelProps: ParcelProps }) {
  const { t } = useLocaleT('shell');
  const details = useSignedIn(parcelProps);

  if (!details) return <PageHeaderSkeleton />;
  return (
    <section className="sh-user" aria-labelledby="sh-user-title">
      <h1 id="sh-user-title" className="sh-page-title">{t('user.profile')}</h1>
      <dl className="sh-user__details">
        <dt>{t('user.name')}</dt>
        <dd>{[details.first_name, details.last_name].filter(Boolean).join(' ') || '–'}</dd>
        <dt>{t('user.email')}</dt>
        <dd>{details.email}</dd>
      </dl>
      <p className="sh-user__actions">
        <Link to="user-settings" className="fs-button fs-button--secondary">{t('visitor.toSettings')}</Link>
        {details.webshop_url && (
          <Link href={details.webshop_url} className="fs-button fs-button--secondary">{t('user.webshop')}</Link>
        )}
        <Link href={details.logout_url} className="fs-button">{t('user.logout')}</Link>
      </p>
    </section>
  );
}
