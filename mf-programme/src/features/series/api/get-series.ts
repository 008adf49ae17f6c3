import type { EventDayPage, SeriesDetail } from '@festival/shared/api-schemas/programme';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import type { ApiFetch } from '@festival/shared/ssr/route-data';
import { keyedLoad } from '@festival/shared/ssr/route-key';
import { getSeriesEvents } from './get-series-events';

export function getSeries(id: string, locale: Locale, signal?: AbortSignal, fetch?: ApiFetch): Promise<SeriesDetail> {
  return apiGet<SeriesDetail>(`/api/series/${encodeURIComponent(id)}/`, { locale, signal, fetch });
}

/** A series page's data: the series and the first page of its events. */
export type SeriesPageData = SeriesDetail & { firstEvents: EventDayPage };

/** The route's data (the server renders with it, the browser hydrates from it). */
export const loadSeries = keyedLoad<SeriesPageData>(async ({ params, locale, fetch }, signal) => {
  const id = params.id ?? '';
  const [series, firstEvents] = await Promise.all([
    getSeries(id, locale, signal, fetch),
    getSeriesEvents(id, 1, locale, signal, fetch),
  ]);
  return { ...series, firstEvents };
});
