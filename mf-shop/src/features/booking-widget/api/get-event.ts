import type { EventDetail } from '@festival/shared/api-schemas/programme';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';

/** The event detail answer (seat groups, prices, seats left, ticket limits) a quick-buy widget books from. */
export function getEvent(id: number, locale: Locale, signal?: AbortSignal): Promise<EventDetail> {
  return apiGet<EventDetail>(`/api/events/${id}/`, { locale, signal });
}
