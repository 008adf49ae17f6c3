import type { EventDayPage, ProgrammeTeaser } from '@festival/shared/api-schemas/programme';
import { berlinToday } from '@festival/shared/format/dates';
import type { RouteLoad } from '@festival/shared/ssr/route-data';
import { filterQuery, readQuery, type FilterValues } from '../model/programme-rules';
import { calendarQuery } from '../stores/filter-store';
import { getCalendar } from './get-calendar';
import { getEvents } from './get-events';
import { getFilterOptions, type FilterOptions } from './get-filter-options';
import { getTeasers } from './get-teasers';

/** What the programme page renders first: the filters of its query, their lists and the first page of events. */
export interface ProgrammeData {
  /** The day the data was loaded on (Berlin): the filters' "today". */
  today: string;
  filter: FilterValues;
  options: FilterOptions;
  availableDates: string[];
  teasers: ProgrammeTeaser[];
  events: EventDayPage;
}

/** The programme route's data; a query that does not parse is refused (the page answers 404 for it). */
export const loadProgramme: RouteLoad<ProgrammeData> = async ({ query, locale, fetch, now }, signal) => {
  const today = berlinToday(now());
  const reading = readQuery(query, today);
  if (!reading.ok) throw new Error(`the programme query's ${reading.key} does not parse`);
  const { filter } = reading;
  const [options, calendar, teasers, events] = await Promise.all([
    getFilterOptions(locale, signal, fetch),
    getCalendar(calendarQuery(filter, today, filter.date.slice(0, 7)), locale, signal, fetch),
    getTeasers(locale, signal, fetch),
    getEvents(filterQuery(filter, today), 1, locale, signal, fetch),
  ]);
  return { today, filter, options, availableDates: calendar.availableDates, teasers, events };
};
