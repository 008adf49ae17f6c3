import { generatePath, matchPath } from 'react-router';
import { LOCALES, type Locale } from '../i18n/locales';
import { EVENT_FILTER_KEYS, PRODUCTION_FILTER_KEYS } from '../validation/programme-query';
import { recentMatches } from './recent-matches';
import { UNLOCALISED_ROUTES, type UnlocalisedRouteName } from './unlocalised-routes';
import { ADMIN_LIST_FILTER_PARAMS } from '../api-schemas/admin-list-filters';

/**
 * The one route table (spec §2). Each route name maps to its de and en path pattern;
 * the shell router, every link, the language switch, the server's head rendering and
 * the sitemap all go through it.
 */
export const ROUTES = {
  index: { de: '/de', en: '/en' },
  events: { de: '/de/programm', en: '/en/programme' },
  'events-slug-id': { de: '/de/programm/:slug/:id', en: '/en/programme/:slug/:id' },
  magazine: { de: '/de/magazin', en: '/en/magazine' },
  'magazine-tags': { de: '/de/magazin/tags', en: '/en/magazine/tags' },
  'magazine-tags-tag-id': { de: '/de/magazin/tags/:tag/:id', en: '/en/magazine/tags/:tag/:id' },
  'magazine-categories-category-id': {
    de: '/de/magazin/categories/:category/:id',
    en: '/en/magazine/categories/:category/:id',
  },
  'magazine-slug-id': { de: '/de/magazin/:slug/:id', en: '/en/magazine/:slug/:id' },
  authors: { de: '/de/autorinnen', en: '/en/authors' },
  'authors-slug-id': { de: '/de/autorinnen/:slug/:id', en: '/en/authors/:slug/:id' },
  productions: { de: '/de/produktionen', en: '/en/productions' },
  'productions-slug-id': { de: '/de/produktionen/:slug/:id', en: '/en/productions/:slug/:id' },
  'venues-slug-id': { de: '/de/veranstaltungsorte/:slug/:id', en: '/en/venues/:slug/:id' },
  'series-slug-id': { de: '/de/series/:slug/:id', en: '/en/series/:slug/:id' },
  'forms-slug-id': { de: '/de/forms/:slug/:id', en: '/en/forms/:slug/:id' },
  search: { de: '/de/search/:category?/:page?', en: '/en/search/:category?/:page?' },
  'legals-agb': { de: '/de/agb', en: '/en/agb' },
  'legals-privacy': { de: '/de/datenschutz', en: '/en/datenschutz' },
  'legals-imprint': { de: '/de/impressum', en: '/en/impressum' },
  'error-404': { de: '/de/404', en: '/en/404' },
  'user-profile': { de: '/de/user/profile', en: '/en/user/profile' },
  'user-settings': { de: '/de/user/settings', en: '/en/user/settings' },
  'user-login': { de: '/de/user/login', en: '/en/user/login' },
  'user-signup': { de: '/de/user/signup', en: '/en/user/signup' },
  'user-logout': { de: '/de/user/logout', en: '/en/user/logout' },
  /** The visitor's favourites as a schedule and their orders, kept in their browser. */
  'my-festival': { de: '/de/mein-festival', en: '/en/my-festival' },
  /** Catch-all: any other /de/… or /en/… path is looked up as a CMS page. */
  'cms-page': { de: '/de/*', en: '/en/*' },
} as const satisfies Record<string, Record<Locale, string>>;

export type RouteName = keyof typeof ROUTES;

/** Detail routes name their object by `{slug}/{id}`: the id finds it, the slug must be its own. */
export function isDetailRoute(name: RouteName): boolean {
  return ROUTES[name].de.endsWith('/:id');
}

export { UNLOCALISED_ROUTES, type UnlocalisedRouteName } from './unlocalised-routes';
export const WEBSHOP_ROUTE_NAMES: readonly UnlocalisedRouteName[] = [
  'webshop', 'eventim-template', 'eventim-webshop', 'test-webshop', 'testshop',
];

export type RouteParams = Record<string, string | undefined>;

/**
 * The query parameters a page reads (spec §2, §5, §8), besides those every page reads: the
 * programme overlay and the editor's version, edit mode and toolbar switch. Any other parameter
 * (utm_*, fbclid, …) changes nothing on the page, so the server renders and keeps it without them.
 */
/** An editor's mode, kept wherever the editor goes (another language, another page of the site). */
export const EDITOR_MODE_KEYS = ['edit', 'preview', 'noToolbar'] as const;
const COMMON_QUERY_KEYS = ['overlay', 'v', ...EDITOR_MODE_KEYS] as const;
const WEBSHOP_QUERY_KEYS = ['month'] as const;
const HUB_QUERY_KEYS = ['q', 'page', 'ordering', 'saved', ...ADMIN_LIST_FILTER_PARAMS];
export const ROUTE_QUERY_KEYS: Partial<Record<RouteName | UnlocalisedRouteName, readonly string[]>> = {
  events: ['date', ...EVENT_FILTER_KEYS],
  productions: ['date', ...PRODUCTION_FILTER_KEYS],
  search: ['q'],
  'user-login': ['next'],
  dashboard: ['page'],
  'cms-hub': HUB_QUERY_KEYS,
  ...Object.fromEntries(WEBSHOP_ROUTE_NAMES.map((name) => [name, WEBSHOP_QUERY_KEYS])),
};

/**
 * The query of a path reduced to the parameters its route reads, sorted ("?…" or empty): two
 * URLs of one page that differ only in other parameters give the same text.
 */
export function routeSearch(pathname: string, search: string): string {
  if (search === '' || search === '?') return '';
  const name = matchUnlocalisedRoute(pathname)?.name ?? matchRoute(pathname)?.name;
  const read = new Set<string>([...COMMON_QUERY_KEYS, ...((name && ROUTE_QUERY_KEYS[name]) ?? [])]);
  const kept = [...new URLSearchParams(search)].filter(([key]) => read.has(key)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return kept.length ? `?${new URLSearchParams(kept).toString()}` : '';
}

export interface RouteMatch {
  name: RouteName;
  locale: Locale;
  params: RouteParams;
}

/** Specific routes first so that the catch-all only takes what nothing else does. */
const MATCH_ORDER = (Object.keys(ROUTES) as RouteName[]).sort((a, b) =>
  a === 'cms-page' ? 1 : b === 'cms-page' ? -1 : 0,
);

function findRoute(path: string): RouteMatch | null {
  for (const name of MATCH_ORDER) {
    for (const locale of LOCALES) {
      const match = matchPath({ path: ROUTES[name][locale], end: true }, path);
      if (match) return { name, locale, params: { ...match.params } };
    }
  }
  return null;
}

const keptRoute = recentMatches(findRoute);

export function matchRoute(pathname: string): RouteMatch | null {
  const match = keptRoute(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  return match && { ...match, params: { ...match.params } };
}

function findUnlocalisedRoute(pathname: string): { name: UnlocalisedRouteName; rest: string } | null {
  for (const name of Object.keys(UNLOCALISED_ROUTES) as UnlocalisedRouteName[]) {
    const match = matchPath({ path: UNLOCALISED_ROUTES[name], end: true }, pathname);
    if (match) return { name, rest: match.params['*'] ?? '' };
  }
  return null;
}

// Every document asks this first (routeSearch, the file check): uncompiled, its seven patterns were 6 % of a cached document's CPU.
const keptUnlocalisedRoute = recentMatches(findUnlocalisedRoute);

export function matchUnlocalisedRoute(pathname: string): { name: UnlocalisedRouteName; rest: string } | null {
  const match = keptUnlocalisedRoute(pathname);
  return match && { ...match };
}

function buildHref(name: RouteName, params: RouteParams, locale: Locale): string {
  const pattern = ROUTES[name][locale];
  if (name === 'cms-page') {
    const rest = (params['*'] ?? '').replace(/^\/+/, '');
    return rest ? `/${locale}/${rest}` : `/${locale}`;
  }
  const cleaned = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));
  return generatePath(pattern, cleaned as Record<string, string>).replace(/\/+$/, '') || '/';
}

/** Every Link asks for its href on each render (a programme page has a hundred): generatePath takes some 3 µs each. */
const keptHrefs = recentMatches((key: string) => {
  const [name, params, locale] = JSON.parse(key) as [RouteName, RouteParams, Locale];
  return buildHref(name, params, locale);
}, 512);

/** The path of a route in a locale; optional params left out drop their segment. */
export function href(name: RouteName, params: RouteParams = {}, locale: Locale): string {
  return keptHrefs(JSON.stringify([name, params, locale]));
}

/** The same route in another language; CMS pages switch through their own urls map instead. */
export function localisedPath(match: RouteMatch, locale: Locale): string {
  return href(match.name, match.params, locale);
}

/** Pattern for react-router: the locale-specific pattern of a route. */
export function routePattern(name: RouteName, locale: Locale): string {
  return ROUTES[name][locale];
}
