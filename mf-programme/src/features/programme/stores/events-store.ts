import { createStore } from 'zustand';
import type { EventDay, EventDayPage } from '@festival/shared/api-schemas/programme';
import type { Locale } from '@festival/shared/i18n/locales';
import { getEvents } from '../api/get-events';
import { appendDays } from '../model/programme-rules';

export interface EventsState {
  days: EventDay[];
  page: number;
  hasNext: boolean;
  loading: boolean;
  failed: boolean;
  /** Ties an answer to the request that asked for it; older answers are dropped. */
  request: number;
  load: (input: { query: Record<string, string>; locale: Locale; page: number; reset: boolean }) => Promise<void>;
}

type FetchPage = (query: Record<string, string>, page: number, locale: Locale) => Promise<EventDayPage>;

/** Spec §9: a fetch takes at least 200 ms, so skeletons do not flash. */
export const FETCH_MIN_DELAY_MS = 200;

const empty = { days: [], page: 0, hasNext: false, loading: false, failed: false };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Events by day with paging (spec §4 programme list); one store per mounted list. */
export function createEventsStore(fetchPage: FetchPage = getEvents, minDelayMs = FETCH_MIN_DELAY_MS) {
  return createStore<EventsState>()((set, get) => ({
    ...empty,
    request: 0,
    load: async ({ query, locale, page, reset }) => {
      const state = get();
      // Spec §4: a page at or below the current one is ignored unless a reset is asked for.
      if (!reset && (page <= state.page || state.loading)) return;
      const request = state.request + 1;
      // Spec §4: a reset empties the events first, then page is set and loading is true.
      if (reset) set({ ...empty, request });
      set({ page: reset ? page : state.page, loading: true, failed: false, request });
      try {
        const [answer] = await Promise.all([fetchPage(query, page, locale), minDelayMs > 0 ? wait(minDelayMs) : null]);
        if (get().request !== request) return;
        set((current) => ({ days: appendDays(current.days, answer.results), page, hasNext: answer.next !== null }));
        set({ loading: false });
      } catch (error) {
        if (get().request !== request) return;
        console.error('events', error);
        set({ loading: false, failed: true });
      }
    },
  }));
}

export type EventsStore = ReturnType<typeof createEventsStore>;
