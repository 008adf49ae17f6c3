import type { EventDetail } from '@festival/shared/api-schemas/programme';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';

/** The event behind a ticket_url /webshop/events/{jet}, by its ticketing id. */
export function getShopEvent(jet: number, locale: Locale, signal?: AbortSignal): Promise<EventDetail> {
  return apiGet<EventDetail>(`/api/shop-events/${jet}/`, { locale, signal });
}
