import { SEARCH_CATEGORIES, type SearchCategory } from '../api-schemas/search-categories';
import { apiUrl } from '../api-client/api-url';
import { forEachModule } from '../api-schemas/module-tree';
import type { Locale } from '../i18n/locales';
import { CMS_PAGE_ROUTES, pagePathOf } from '../routes/cms-page-routes';
import type { RouteMatch } from '../routes/route-table';
import type { ServerPageKind } from './server-slot';

/**
 * What a page drawn by the shell loads: the kind and key its server data is matched by, and the
 * api call the browser makes for it, which the server makes in its place for the document.
 */
export interface ShellPageRequest {
  kind: ServerPageKind;
  key: string;
  /** The call's URL as the browser's api client writes it (locale prefix and query). */
  url: string;
}

export function asSearchCategory(value: string | undefined): SearchCategory | null {
  return SEARCH_CATEGORIES.find((category) => category === value) ?? null;
}

/** The search a search route shows: its text, category (null: the overview) and page. */
export function searchOf(params: Record<string, string | undefined>, query: Record<string, string | undefined>) {
  return { q: (query.q ?? '').trim(), category: asSearchCategory(params.category), page: Math.max(1, Number(params.page) || 1) };
}

export const searchPageKey = ({ q, category, page }: ReturnType<typeof searchOf>) => JSON.stringify([category, page, q]);

/** The api paths of the shell's pages: the browser's getters and the server's requests both use them. */
export const searchApiPath = (category: SearchCategory | null) => (category ? `/api/search/${category}/` : '/api/search/');
export const formApiPath = (id: number) => `/api/forms/${id}/`;
/** A CMS page by its path below the locale ("" is the home page). */
export const cmsPageApiPath = (path: string) => (path ? `/pageeditor-api/page/${path}` : '/pageeditor-api/page');
/** The shared content a Container module shows, by the module's slug. */
export const containerApiPath = (slug: string) => `/pageeditor-api/container/by-slug/${encodeURIComponent(slug)}`;

/**
 * The api paths of what a page's modules load for themselves (containers, the forms Forms modules
 * introduce), looking into nested modules; the server loads them beside the page (see `related`).
 */
export function moduleApiPaths(modules: unknown): string[] {
  const paths = new Set<string>();
  forEachModule(modules, (fields) => {
    if (fields.model === 'Container' && typeof fields.slug === 'string') paths.add(containerApiPath(fields.slug));
    if (fields.model === 'Forms' && typeof fields.form_id === 'number') paths.add(formApiPath(fields.form_id));
  });
  return [...paths];
}

function searchRequestUrl({ q, category, page }: ReturnType<typeof searchOf>, locale: Locale): string {
  return apiUrl(searchApiPath(category), locale, category ? { query: q, page } : { query: q });
}

/** The data a shell page of this route loads, or null when it loads nothing (a search without text). */
export function shellPageRequest(match: RouteMatch, pathname: string, query: Record<string, string | undefined>): ShellPageRequest | null {
  const { name, locale, params } = match;
  if (CMS_PAGE_ROUTES.has(name)) {
    const path = pagePathOf(pathname, locale);
    return { kind: 'cms', key: path, url: apiUrl(cmsPageApiPath(path), locale) };
  }
  if (name === 'search') {
    const search = searchOf(params, query);
    return search.q ? { kind: 'search', key: searchPageKey(search), url: searchRequestUrl(search, locale) } : null;
  }
  if (name === 'forms-slug-id') {
    const id = Number(params.id);
    return Number.isSafeInteger(id) && id > 0 ? { kind: 'form', key: String(id), url: apiUrl(formApiPath(id), locale) } : null;
  }
  return null;
}
