import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { setLanguage } from '@festival/shared/i18n/i18n-instance';
import { useSessionStore } from '@festival/shared/stores/session-store';
import { AppProvider, useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { useShellNavigate } from '../app/use-parcel-props';
import { OnlineStatus } from '../chrome/online-status';
import { PageBoundary } from '../errors/page-boundary';
import { pageLocale } from '../locale/page-locale';
import { LoadingBar } from '../loading/loading-bar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import './dashboard-layout.css';

function DashboardHeader() {
  const { t } = useLocaleT('shell');
  const details = useSessionStore((state) => state.details);
  const name = details?.is_logged_in ? [details.first_name, details.last_name].filter(Boolean).join(' ') || details.username : null;
  return (
    <header className="sh-dashboard-header">
      <Link to="index" className="sh-dashboard-header__site">
        {t('header.siteName')}
      </Link>
      <span className="sh-dashboard-header__area">{t('dashboard.label')}</span>
      <nav className="sh-dashboard-header__nav" aria-label={t('dashboard.label')}>
        <Link to="index">{t('dashboard.backToSite')}</Link>
        <Link to="events">{t('dashboard.programme')}</Link>
      </nav>
      {name && details && (
        <p className="sh-dashboard-header__user">
          <span>{t('dashboard.signedInAs', { name })}</span>
          <a href={details.logout_url}>{t('account.logout')}</a>
        </p>
      )}
    </header>
  );
}

/**
 * Spec §2 dashboard layout: a compact header (site name, the way back to the site, who is
 * signed in, log out) and the main landmark; no top alert, footer or sticky navigation.
 */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const locale = pageLocale(pathname);
  const navigate = useShellNavigate();

  useEffect(() => {
    document.documentElement.lang = locale;
    setLanguage(locale);
    void useSessionStore.getState().load(locale);
  }, [locale]);

  return (
    <AppProvider locale={locale} navigate={navigate}>
      <LoadingBar />
      <SkipLink />
      <DashboardHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="sh-main sh-main--dashboard">
        <PageBoundary resetKey={pathname}>{children}</PageBoundary>
      </main>
      <OnlineStatus />
    </AppProvider>
  );
}
