import type { EventDayPage } from '@festival/shared/api-schemas/programme';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import type { ApiFetch } from '@festival/shared/ssr/route-data';

/** Spec §9: ten per page. */
export const EVENTS_PAGE_SIZE = 10;

export function getEvents(query: Record<string, string>, page: number, locale: Locale, signal?: AbortSignal, fetch?: ApiFetch): Promise<EventDayPage> {
  return apiGet<EventDayPage>('/api/events/', { locale, query: { ...query, page, page_size: EVENTS_PAGE_SIZE }, signal, fetch });
}
