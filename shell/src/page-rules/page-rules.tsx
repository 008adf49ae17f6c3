import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { localeTarget } from '@festival/shared/routes/locale-target';
import { matchUnlocalisedRoute } from '@festival/shared/routes/route-table';
import { useSessionStore } from '@festival/shared/stores/session-store';
import { useSettingsStore } from '@festival/shared/stores/settings-store';
import { ErrorPage } from '../errors/error-page';
import { pageLocale, visitorLocale } from '../locale/page-locale';
import { inOwnTask } from '../start/in-own-task';
import { redirectTarget, useRedirectsStore } from './redirects-store';

/**
 * The page rules of spec §4 for in-app navigation (the server applies them to every document
 * it sends): a site switched offline shows the 503 page to everyone but editors; an old path
 * of the redirects table is replaced by its new path; a path without (or with a wrongly cased)
 * locale is replaced where the shared localeTarget sends it, as the server does.
 */
export function PageRules({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const firstPath = useRef(pathname);
  const siteOffline = useSettingsStore((state) => state.settings?.is_site_online === false);
  const sessionReady = useSessionStore((state) => state.status === 'ready');
  const editor = useSessionStore((state) => state.editor !== null);
  const redirects = useRedirectsStore((state) => state.byOldPath);
  const redirectsLoading = useRedirectsStore((state) => state.status === 'idle' || state.status === 'loading');

  // The list is the same in every language: loaded once, whatever page comes first.
  useEffect(() => inOwnTask(() => useRedirectsStore.getState().load(pageLocale(firstPath.current))), []);

  if (siteOffline && !editor) return sessionReady ? <ErrorPage status={503} /> : null;
  const target = redirectTarget(redirects, pathname);
  if (target) return <Navigate to={`${target}${search}`} replace />;
  // The first document came through the server's redirect already; later ones wait for the list.
  if (redirectsLoading && pathname !== firstPath.current) return null;
  const locale = matchUnlocalisedRoute(pathname) ? null : localeTarget(pathname, visitorLocale);
  if (locale?.kind === 'redirect') return <Navigate to={`${locale.location}${search}`} replace />;
  return children;
}
