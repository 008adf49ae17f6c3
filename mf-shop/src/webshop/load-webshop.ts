import type { EventDetail } from '@festival/shared/api-schemas/programme';
import type { ShopCalendar } from '@festival/shared/api-schemas/shop';
import { parseWebshopPath, type WebshopRoute } from '@festival/shared/routes/webshop-paths';
import type { RouteLoad } from '@festival/shared/ssr/route-data';
import { getShopCalendar } from '../features/shop-calendar/api/get-shop-calendar';
import { parseMonth } from '../features/shop-calendar/model/month-grid';
import { findShopEvent } from '../features/shop-event/api/get-shop-event';

/**
 * What a webshop page renders first, named by `key` (webshopDataKey): the page given data for
 * another page (the visitor has moved on) loads its own.
 */
export interface WebshopData {
  key: string;
  calendar?: ShopCalendar;
  /** null: no event has this ticketing id. */
  event?: EventDetail | null;
}

/** Which page, and for the calendar which month, a webshop page's data belongs to. */
export function webshopDataKey(route: WebshopRoute, query: Record<string, string | undefined>): string {
  if (route.name === 'calendar') return `calendar:${parseMonth(query.month) ?? ''}`;
  if (route.name === 'event') return `event:${route.jet}`;
  return route.name;
}

/** The webshop route's data: the calendar's month or the event; the other pages need none. */
export const loadWebshop: RouteLoad<WebshopData> = async ({ params, query, locale, fetch }, signal) => {
  const route = parseWebshopPath(params['*']);
  const key = webshopDataKey(route, query);
  if (route.name === 'calendar') return { key, calendar: await getShopCalendar(parseMonth(query.month), locale, signal, fetch) };
  if (route.name === 'event') return { key, event: await findShopEvent(route.jet, locale, signal, fetch) };
  return { key };
};
