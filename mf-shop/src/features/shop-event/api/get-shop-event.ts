import { isNotFound } from '@festival/shared/api-client/is-not-found';
import type { EventDetail } from '@festival/shared/api-schemas/programme';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import type { ApiFetch } from '@festival/shared/ssr/route-data';

/** The event behind a ticket_url /webshop/events/{jet}, by its ticketing id; null when there is none. */
export async function findShopEvent(jet: number, locale: Locale, signal?: AbortSignal, fetch?: ApiFetch): Promise<EventDetail | null> {
  try {
    return await apiGet<EventDetail>(`/api/shop-events/${jet}/`, { locale, signal, fetch });
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}
