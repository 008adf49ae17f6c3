import { useEffect, useState } from 'react';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { logOut, refreshSession } from './account-api';

/** The logout_url of /api/user-details/: ends the session as soon as the page opens. */
export default function LogoutPage({ parcelProps }: { parcelProps: ParcelProps }) {
  const { locale } = parcelProps;
  const { t } = useLocaleT('shell');
  const [state, setState] = useState<'pending' | 'done' | 'failed'>('pending');
  useEffect(() => {
    let active = true;
    logOut(locale)
      .then(() => refreshSession(locale))
      .then(() => active && setState('done'))
      .catch((error: unknown) => {
        console.error('logout', error);
        if (active) setState('failed');
      });
    return () => {
      active = false;
    };
  }, [locale]);

  return (
    <section className="sh-user" aria-labelledby="sh-logout-title">
      <h1 id="sh-logout-title" className="sh-page-title">{t('visitor.logoutTitle')}</h1>
      <p role="status">{state === 'pending' ? t('visitor.loggingOut') : state === 'done' ? t('visitor.loggedOut') : t('visitor.failure')}</p>
      {state !== 'pending' && (
        <p>
          <Link to="index" className="fs-button">{t('visitor.toHome')}</Link>
        </p>
      )}
    </section>
  );
}
