import type { EventDetail } from '@festival/shared/api-schemas/programme';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import { eventHead } from '@festival/shared/head/programme-heads';
import type { ApiFetch } from '@festival/shared/ssr/route-data';
import { keyedLoad } from '@festival/shared/ssr/route-key';
import type { PageHead } from '@festival/shared/ssr/server-expose';

export function getEvent(id: string, locale: Locale, signal?: AbortSignal, fetch?: ApiFetch): Promise<EventDetail> {
  return apiGet<EventDetail>(`/api/events/${encodeURIComponent(id)}/`, { locale, signal, fetch });
}

/** The event detail route's data (the server renders with it, the browser hydrates from it). */
export const loadEvent = keyedLoad<EventDetail>((input, signal) => getEvent(input.params.id ?? '', input.locale, signal, input.fetch));

/** The event page's head, on the server's document and in the browser. */
export const eventPageHead: PageHead<EventDetail> = (event, { locale }) => eventHead(event, locale);
