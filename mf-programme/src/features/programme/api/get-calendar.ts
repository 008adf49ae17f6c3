import type { Calendar } from '@festival/shared/api-schemas/programme';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import type { ApiFetch } from '@festival/shared/ssr/route-data';

/** Spec §7: the days with events for the filters; `date` picks the month shown. */
export function getCalendar(query: Record<string, string>, locale: Locale, signal?: AbortSignal, fetch?: ApiFetch): Promise<Calendar> {
  return apiGet<Calendar>('/api/calendar/', { locale, query, signal, fetch });
}
