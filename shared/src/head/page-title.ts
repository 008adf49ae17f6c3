import type { Locale } from '@festival/shared/i18n/locales';
import type { RouteName, RouteParams, UnlocalisedRouteName } from '@festival/shared/routes/route-table';
import { HEAD_TEXTS } from './head-texts';

/**
 * The one set of title rules for document heads (spec §2): the server writes the title into
 * each document, the browser sets the same after every in-app navigation, so a tab never
 * shows two titles for one page.
 */

/** A page to title: a route of the table with its params, or an unlocalised area. */
export interface TitledRoute {
  name: RouteName | UnlocalisedRouteName;
  locale: Locale;
  params?: RouteParams;
}

/**
 * What a page that loads its object tells about itself: the object's title (from the rules
 * below) or the error status it shows instead.
 */
export type PageSubject = { title: string } | { error: number };

type StaticTitle = (locale: Locale, params: RouteParams) => string;

const pageText = (page: keyof (typeof HEAD_TEXTS)['de']['pages']): StaticTitle => (locale) => HEAD_TEXTS[locale].pages[page].title;

/** Routes whose title needs no data. Every other route is titled by its object. */
const STATIC_TITLES: Partial<Record<TitledRoute['name'], StaticTitle>> = {
  index: (locale) => HEAD_TEXTS[locale].siteName,
  events: pageText('events'),
  productions: pageText('productions'),
  authors: pageText('authors'),
  'magazine-tags': pageText('magazine-tags'),
  search: (locale, params) => {
    const category = params.category as 'events' | 'others' | undefined;
    return (category && HEAD_TEXTS[locale].searchIn[category]) || HEAD_TEXTS[locale].pages.search.title;
  },
  'error-404': pageText('error-404'),
  'user-profile': pageText('user-profile'),
  'user-settings': pageText('user-settings'),
  'user-login': pageText('user-login'),
  'user-signup': pageText('user-signup'),
  'user-logout': pageText('user-logout'),
  'my-festival': pageText('my-festival'),
  webshop: pageText('webshop'),
  'eventim-template': pageText('webshop'),
  'eventim-webshop': pageText('webshop'),
  'test-webshop': pageText('webshop'),
  testshop: pageText('webshop'),
  'cms-hub': pageText('cms-hub'),
  dashboard: pageText('cms-hub'),
};

/** The title of an error page: not found and offline have their own, every other status one. */
export function errorTitle(status: number, locale: Locale): string {
  const page = status === 404 ? 'error-404' : status === 503 ? 'site-offline' : 'error';
  return HEAD_TEXTS[locale].pages[page].title;
}

/**
 * A page's own title (og:title, the part before the site's name): the route's fixed title,
 * else its object's; an error shown in its place wins. null while an object route's object
 * has not been told.
 */
export function pageTitle(route: TitledRoute, subject?: PageSubject | null): string | null {
  if (subject && 'error' in subject) return errorTitle(subject.error, route.locale);
  const fixed = STATIC_TITLES[route.name];
  if (fixed) return fixed(route.locale, route.params ?? {});
  return subject ? subject.title : null;
}

/** The tab title: "{page} | {site}", or the site's name alone for the home page. */
export function documentTitle(title: string, locale: Locale): string {
  const site = HEAD_TEXTS[locale].siteName;
  return title && title !== site ? `${title} | ${site}` : site;
}
