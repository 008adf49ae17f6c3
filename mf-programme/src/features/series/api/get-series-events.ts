import type { EventDayPage } from '@festival/shared/api-schemas/programme';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';

/** Spec §9: the event list pages by ten. */
const PAGE_SIZE = 10;

/** One page of a series' events from today on, by day (spec §7 events call with the series filter). */
export function getSeriesEvents(seriesId: string, page: number, locale: Locale, signal?: AbortSignal): Promise<EventDayPage> {
  return apiGet<EventDayPage>('/api/events/', { locale, query: { series: seriesId, page, page_size: PAGE_SIZE }, signal });
}
