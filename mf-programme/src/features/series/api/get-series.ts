import type { SeriesDetail } from '@festival/shared/api-schemas/programme';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';

export function getSeries(id: string, locale: Locale, signal?: AbortSignal): Promise<SeriesDetail> {
  return apiGet<SeriesDetail>(`/api/series/${encodeURIComponent(id)}/`, { locale, signal });
}
