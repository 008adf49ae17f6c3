import type { Locale } from '../i18n/locales';
import type { RouteName } from './route-table';

/** The routes whose page is a page of the page editor, found by its path below the locale. */
export const CMS_PAGE_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>(['index', 'cms-page', 'legals-agb', 'legals-privacy', 'legals-imprint']);

/** The path below "/{locale}", without slashes at either end: the CMS page a route shows ("" is the home page). */
export function pagePathOf(pathname: string, locale: Locale): string {
  return pathname.replace(new RegExp(`^/${locale}(?=/|$)`), '').replace(/^\/+|\/+$/g, '');
}
