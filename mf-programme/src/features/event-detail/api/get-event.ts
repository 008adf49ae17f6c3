import type { EventDetail } from '@festival/shared/api-schemas/programme';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import type { ApiFetch, RouteLoad } from '@festival/shared/ssr/route-data';

export function getEvent(id: string, locale: Locale, signal?: AbortSignal, fetch?: ApiFetch): Promise<EventDetail> {
  return apiGet<EventDetail>(`/api/events/${encodeURIComponent(id)}/`, { locale, signal, fetch });
}

/** The event detail route's data (the server renders with it, the browser hydrates from it). */
export const loadEvent: RouteLoad<EventDetail> = (input, signal) => getEvent(input.params.id ?? '', input.locale, signal, input.fetch);
