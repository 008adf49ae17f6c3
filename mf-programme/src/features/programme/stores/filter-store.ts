import { createStore } from 'zustand';
import { shallow } from 'zustand/shallow';
import type { Locale } from '@festival/shared/i18n/locales';
import type { EventFilterKey } from '@festival/shared/validation/programme-query';
import { getCalendar } from '../api/get-calendar';
import { getFilterOptions, type FilterOptions } from '../api/get-filter-options';
import { emptyFilter, filterQuery, toggleOption, type FilterValues } from '../model/programme-rules';

/** What can be open in the filter bar: one option list or the calendar (spec §2: one at a time). */
export type OpenPanel = EventFilterKey | 'calendar' | null;

export interface FilterState {
  filter: FilterValues;
  today: string;
  options: FilterOptions | null;
  optionsFailed: boolean;
  /** Days with events for the current filters, in the month of `calendarMonth` (YYYY-MM). */
  availableDates: string[];
  calendarMonth: string;
  open: OpenPanel;
  /** Takes the filter read from the URL; the page then reloads the events for it. */
  setFilter: (filter: FilterValues, today: string) => void;
  /** Spec §4: the next filter when an option is clicked (selected, or cleared when current). */
  toggled: (key: EventFilterKey, id: number) => FilterValues;
  withDate: (date: string) => FilterValues;
  /** Spec §4: a reset sets the date to today and clears all filters. */
  resetFilter: () => FilterValues;
  setOpen: (panel: OpenPanel) => void;
  showMonth: (month: string, locale: Locale) => Promise<void>;
  loadOptions: (locale: Locale) => Promise<void>;
}

interface FilterApi {
  options: typeof getFilterOptions;
  calendar: typeof getCalendar;
}

/** The calendar's query for a month (YYYY-MM): the filters without the date, and the month. */
export function calendarQuery(filter: FilterValues, today: string, month: string): Record<string, string> {
  return { ...filterQuery({ ...filter, date: today }, today), date: `01-${month.slice(5, 7)}-${month.slice(0, 4)}` };
}

/** What the server rendered the filters with: the filter, its option lists and calendar, in one language. */
export interface InitialFilters {
  filter: FilterValues;
  locale: Locale;
  options: FilterOptions;
  availableDates: string[];
}

/** Filter state of one programme list (spec §3 filter state, §4 programme list). */
export function createFilterStore(api: FilterApi = { options: getFilterOptions, calendar: getCalendar }, initialToday = '', initial?: InitialFilters) {
  let calendarRequest = 0;
  // Spec §4: the option lists load once; those the page was rendered with count.
  let optionsLocale: Locale | null = initial?.locale ?? null;
  return createStore<FilterState>()((set, get) => ({
    filter: initial?.filter ?? emptyFilter(initialToday),
    today: initialToday,
    options: initial?.options ?? null,
    optionsFailed: false,
    availableDates: initial?.availableDates ?? [],
    calendarMonth: (initial?.filter.date ?? initialToday).slice(0, 7),
    open: null,
    setFilter: (filter, today) => {
      const state = get();
      const calendarMonth = filter.date.slice(0, 7);
      // The URL's filter on load is the one the server rendered with: nothing changes, nothing renders again.
      const same = state.today === today && state.calendarMonth === calendarMonth && shallow(state.filter, filter);
      if (!same) set({ filter, today, calendarMonth });
    },
    toggled: (key, id) => toggleOption(get().filter, key, id),
    withDate: (date) => ({ ...get().filter, date }),
    resetFilter: () => emptyFilter(get().today),
    setOpen: (panel) => set({ open: panel }),
    showMonth: async (month, locale) => {
      const request = ++calendarRequest;
      set({ calendarMonth: month });
      const { filter, today } = get();
      try {
        const calendar = await api.calendar(calendarQuery(filter, today, month), locale);
        if (request === calendarRequest) set({ availableDates: calendar.availableDates });
      } catch (error) {
        if (request === calendarRequest) set({ availableDates: [] });
        console.error('calendar', error);
      }
    },
    // Spec §4: filter option lists load once each.
    loadOptions: async (locale) => {
      if (optionsLocale === locale) return;
      optionsLocale = locale;
      try {
        set({ options: await api.options(locale), optionsFailed: false });
      } catch (error) {
        optionsLocale = null;
        console.error('filter options', error);
        set({ optionsFailed: true });
      }
    },
  }));
}

export type FilterStore = ReturnType<typeof createFilterStore>;
