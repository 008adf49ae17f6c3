import { createStore } from 'zustand';
import type { EventDay, EventDayPage, EventFilterQuery } from '@festival/shared/api-schemas/programme';
import type { Locale } from '@festival/shared/i18n/locales';
import { getEvents } from '../api/get-events';

export interface EventsState {
  days: EventDay[];
  page: number;
  hasNext: boolean;
  loading: boolean;
  failed: boolean;
  /** Ties an answer to the request that asked for it; older answers are dropped. */
  request: number;
  load: (input: { filters: EventFilterQuery; locale: Locale; page: number; reset: boolean }) => Promise<void>;
}

type FetchPage = (filters: EventFilterQuery, page: number, locale: Locale) => Promise<EventDayPage>;

const empty = { days: [], page: 0, hasNext: false, loading: false, failed: false };

/** A page can continue the last day of the previous one: the events of one date stay together. */
export function mergeDays(existing: EventDay[], incoming: EventDay[]): EventDay[] {
  const merged = existing.map((day) => ({ ...day, events: [...day.events] }));
  for (const day of incoming) {
    const last = merged[merged.length - 1];
    if (last && last.date === day.date) last.events.push(...day.events);
    else merged.push({ ...day, events: [...day.events] });
  }
  return merged;
}

/** Events by day with paging (spec §4 programme list); one store per mounted list. */
export function createEventsStore(fetchPage: FetchPage = getEvents) {
  return createStore<EventsState>()((set, get) => ({
    ...empty,
    request: 0,
    load: async ({ filters, locale, page, reset }) => {
      const state = get();
      // Spec §4: a page at or below the current one is ignored unless a reset is asked for.
      if (!reset && (page <= state.page || state.loading)) return;
      const request = state.request + 1;
      set(reset ? { ...empty, loading: true, request } : { loading: true, failed: false, request });
      try {
        const answer = await fetchPage(filters, page, locale);
        if (get().request !== request) return;
        set((current) => ({ days: mergeDays(current.days, answer.results), page, hasNext: answer.next !== null, loading: false }));
      } catch (error) {
        if (get().request !== request) return;
        console.error('events', error);
        set({ loading: false, failed: true });
      }
    },
  }));
}

export type EventsStore = ReturnType<typeof createEventsStore>;
