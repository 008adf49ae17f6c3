import { useEffect } from 'react';
import type { RouteName } from '@festival/shared/routes/route-table';
import { useSessionStore } from '@festival/shared/stores/session-store';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { Skeleton } from '@festival/shared/ui/skeleton';

const TITLES: Partial<Record<RouteName, string>> = { 'user-profile': 'user.profile', 'user-settings': 'user.settings' };

/** Spec §2 user profile and settings: the visitor's account, or the login link when anonymous. */
export default function UserPage({ parcelProps }: { parcelProps: ParcelProps }) {
  const { t } = useLocaleT('shell');
  const status = useSessionStore((state) => state.status);
  const details = useSessionStore((state) => state.details);
  const title = t(TITLES[parcelProps.routeName ?? 'user-profile'] ?? 'user.account');
  useEffect(() => {
    document.title = title;
  }, [title]);

  if (status !== 'ready') return <Skeleton lines={4} />;
  return (
    <section className="sh-user" aria-labelledby="sh-user-title">
      <h1 id="sh-user-title" className="sh-page-title">
        {title}
      </h1>
      {details?.is_logged_in ? (
        <>
          <dl className="sh-user__details">
            <dt>{t('user.name')}</dt>
            <dd>{[details.first_name, details.last_name].filter(Boolean).join(' ') || '–'}</dd>
            <dt>{t('user.username')}</dt>
            <dd>{details.username}</dd>
            <dt>{t('user.email')}</dt>
            <dd>{details.email}</dd>
          </dl>
          <p className="sh-user__actions">
            {details.webshop_url && (
              <Link href={details.webshop_url} className="fs-button fs-button--secondary">
                {t('user.webshop')}
              </Link>
            )}
            <a href={details.logout_url} className="fs-button">
              {t('user.logout')}
            </a>
          </p>
        </>
      ) : (
        <>
          <p>{t('user.anonymous')}</p>
          {details?.login_url && parcelProps.routeName !== 'user-login' && (
            <p>
              <Link href={details.login_url} className="fs-button">
                {t('user.login')}
              </Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}
