import { useEffect } from 'react';
import { href } from '@festival/shared/routes/route-table';
import { useSessionStore } from '@festival/shared/stores/session-store';
import { useLocale, useLocaleT, useNavigateTo } from '@festival/shared/ui/app-context';
import { PageHeaderSkeleton } from '@festival/shared/ui/skeletons';
import { ErrorLogSection } from './error-log-section';

/**
 * /cms-hub/dashboard (spec §1, §6): staff with dashboard access see the error log; a visitor
 * is sent to the login page, a signed-in account without access is told so.
 */
export default function DashboardPage() {
  const locale = useLocale();
  const { t } = useLocaleT('shell');
  const navigate = useNavigateTo();
  const status = useSessionStore((state) => state.status);
  const details = useSessionStore((state) => state.details);
  const anonymous = status === 'ready' && !details?.is_logged_in;

  useEffect(() => {
    if (anonymous) navigate(details?.login_url ?? href('user-login', {}, locale), { replace: true });
  }, [anonymous, details, locale, navigate]);

  if (status !== 'ready' || anonymous) return <PageHeaderSkeleton />;
  return (
    <>
      <h1 className="sh-page-title">{t('dashboard.title')}</h1>
      {details?.has_dashboard_online_access ? <ErrorLogSection /> : <p role="alert">{t('dashboard.forbidden')}</p>}
    </>
  );
}
