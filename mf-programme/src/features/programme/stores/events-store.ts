import type { EventDay, EventDayPage } from '@festival/shared/api-schemas/programme';
import type { Locale } from '@festival/shared/i18n/locales';
import { createPagedListStore, type FetchPage } from '@festival/shared/stores/paged-list-store';
import { getEvents } from '../api/get-events';
import { appendDays } from '../model/programme-rules';

/** Spec §9: a fetch takes at least 200 ms, so skeletons do not flash. */
export const FETCH_MIN_DELAY_MS = 200;

/** Events by day with paging (spec §4 programme list); one store per mounted list. */
export function createEventsStore(minDelayMs = FETCH_MIN_DELAY_MS, firstPage?: { key: string; answer: EventDayPage }) {
  return createPagedListStore<EventDay>({ name: 'events', merge: appendDays, minDelayMs, firstPage });
}

export type EventsStore = ReturnType<typeof createEventsStore>;

/** The programme list of one filter query in one language: its key and how its pages load. */
export function eventsSource(query: Record<string, string>, locale: Locale, fetch = getEvents): { key: string; fetchPage: FetchPage<EventDay> } {
  return { key: `events|${locale}|${JSON.stringify(query)}`, fetchPage: (page, signal) => fetch(query, page, locale, signal) };
}
