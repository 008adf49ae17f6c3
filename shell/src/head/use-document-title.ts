import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { documentTitle, pageTitle, type TitledRoute } from '@festival/shared/head/page-title';
import { matchRoute, matchUnlocalisedRoute } from '@festival/shared/routes/route-table';
import { subjectFor, usePageTitleStore } from '@festival/shared/stores/page-title-store';
import { visitorLocale } from '../locale/page-locale';

/** The route a path shows; a path that names nothing shows the 404 page in the visitor's language. */
function titledRoute(pathname: string): TitledRoute {
  const match = matchRoute(pathname);
  if (match) return match;
  const unlocalised = matchUnlocalisedRoute(pathname);
  return { name: unlocalised?.name ?? 'error-404', locale: visitorLocale() };
}

/**
 * Keeps the tab title what the server would send for the page on screen (spec §2 head), after
 * every in-app navigation: fixed titles at once, an object's once its page has told it.
 */
export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  const told = usePageTitleStore((state) => subjectFor(state, pathname));
  useEffect(() => {
    const route = titledRoute(pathname);
    const title = pageTitle(route, told);
    if (title !== null) document.title = documentTitle(title, route.locale);
  }, [pathname, told]);
}
