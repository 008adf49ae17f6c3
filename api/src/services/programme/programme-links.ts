import { type LocalisedUrls } from '@festival/shared/api-schemas/common-schemas';
import type { Locale } from '@festival/shared/i18n/locales';
import { href, type RouteName } from '@festival/shared/routes/route-table';

type DetailRoute = 'events-slug-id' | 'productions-slug-id' | 'authors-slug-id' | 'venues-slug-id' | 'series-slug-id';

/** Localised detail path of a programme object, e.g. /de/programm/nachtfaehre/1. */
export function detailLink(route: DetailRoute, row: { slug: string; id: number }, locale: Locale): string {
  return href(route, { slug: row.slug, id: String(row.id) }, locale);
}

/** The alternates of a page in both languages (for the language switch). */
export function localisedUrls(route: RouteName, params: Record<string, string>): LocalisedUrls {
  return { de: href(route, params, 'de'), en: href(route, params, 'en') };
}

export function detailUrls(route: DetailRoute, row: { slug: string; id: number }): LocalisedUrls {
  return localisedUrls(route, { slug: row.slug, id: String(row.id) });
}
