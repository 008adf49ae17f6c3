import type { SeriesDetail } from '@festival/shared/api-schemas/programme';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import type { ApiFetch, RouteLoad } from '@festival/shared/ssr/route-data';

export function getSeries(id: string, locale: Locale, signal?: AbortSignal, fetch?: ApiFetch): Promise<SeriesDetail> {
  return apiGet<SeriesDetail>(`/api/series/${encodeURIComponent(id)}/`, { locale, signal, fetch });
}

/** The route's data (the server renders with it, the browser hydrates from it); the series' events load in the browser. */
export const loadSeries: RouteLoad<SeriesDetail> = (input, signal) => getSeries(input.params.id ?? '', input.locale, signal, input.fetch);
