import type { Locale } from '@festival/shared/i18n/locales';
import { href, type RouteMatch, type RouteName } from '@festival/shared/routes/route-table';
import { HEAD_TEXTS } from '@festival/shared/head/head-texts';
import type { BreadcrumbItem, HeadData } from '@festival/shared/head/head-data';

type ListPage = 'events' | 'productions' | 'authors' | 'magazine' | 'magazine-tags';

/** The list pages between the home page and a detail page; routes not named here get no breadcrumb. */
const PARENTS: Partial<Record<RouteName, ListPage[]>> = {
  'events-slug-id': ['events'],
  'productions-slug-id': ['productions'],
  'authors-slug-id': ['authors'],
  'venues-slug-id': [],
  'series-slug-id': [],
  'forms-slug-id': [],
  'magazine-slug-id': ['magazine'],
  'magazine-categories-category-id': ['magazine'],
  'magazine-tags-tag-id': ['magazine', 'magazine-tags'],
  'legals-agb': [],
  'legals-privacy': [],
  'legals-imprint': [],
};

/**
 * Home → list pages or CMS ancestors → the page (issue 3 item 10: BreadcrumbList for CMS
 * and detail pages), or null for the other routes.
 */
export function breadcrumbTrail(match: RouteMatch, head: HeadData, pagePath: string): BreadcrumbItem[] | null {
  const locale: Locale = match.locale;
  const texts = HEAD_TEXTS[locale];
  const parents = PARENTS[match.name];
  let middle: BreadcrumbItem[];
  if (match.name === 'cms-page') middle = head.ancestors ?? [];
  else if (parents) middle = parents.map((name) => ({ name: texts.pages[name].title, path: href(name, {}, locale) }));
  else return null;
  return [
    { name: texts.siteName, path: href('index', {}, locale) },
    ...middle,
    { name: head.title, path: pagePath },
  ];
}
