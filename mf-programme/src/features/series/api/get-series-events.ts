import type { EventCard, EventDayPage } from '@festival/shared/api-schemas/programme';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import type { ApiFetch } from '@festival/shared/ssr/route-data';
import type { PagedAnswer } from '@festival/shared/stores/paged-list-store';
import { inDayOrder } from '../../../components/day-order';

/** Spec §9: the event list pages by ten. */
const PAGE_SIZE = 10;

/** One page of a series' events from today on, by day (spec §7 events call with the series filter). */
export function getSeriesEvents(seriesId: string, page: number, locale: Locale, signal?: AbortSignal, fetch?: ApiFetch): Promise<EventDayPage> {
  return apiGet<EventDayPage>('/api/events/', { locale, query: { series: seriesId, page, page_size: PAGE_SIZE }, signal, fetch });
}

/** A page of the series' events as its list shows them: one run of events, each day in its order. */
export function seriesEventsPage(answer: EventDayPage): PagedAnswer<EventCard> {
  return { next: answer.next, results: answer.results.flatMap((day) => inDayOrder(day).events) };
}

/** The key of a series' events list in one language (its pages are kept per history entry). */
export const seriesEventsKey = (seriesId: number, locale: Locale) => `series-events|${seriesId}|${locale}`;
