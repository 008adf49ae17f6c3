import type { EventDay } from '@festival/shared/api-schemas/programme';
import {
  EVENT_FILTER_KEYS, formatUrlDate, parseProgrammeQuery, type EventFilterKey, type EventFilters,
} from '@festival/shared/validation/programme-query';
import { inDayOrder } from '../../../components/day-order';

/** Spec §3 filter state: the day (Berlin, YYYY-MM-DD) and one option id or nothing per filter key. */
export interface FilterValues extends EventFilters {
  date: string;
}

export function emptyFilter(today: string): FilterValues {
  return { date: today, room: null, type: null, tag: null, series: null, genre: null };
}

function setCount(filter: FilterValues): number {
  return EVENT_FILTER_KEYS.filter((key) => filter[key] !== null).length;
}

/** Spec §4: the filter is active if any value is set or the date differs from today. */
export function isFilterActive(filter: FilterValues, today: string): boolean {
  return setCount(filter) > 0 || filter.date !== today;
}

/** Spec §9: the reset button shows with more than one filter, or one filter plus a day other than today. */
export function showResetButton(filter: FilterValues, today: string): boolean {
  const count = setCount(filter);
  return count > 1 || (count === 1 && filter.date !== today);
}

/** Spec §4: clicking an option selects it; clicking the current one clears it. */
export function toggleOption(filter: FilterValues, key: EventFilterKey, id: number): FilterValues {
  return { ...filter, [key]: filter[key] === id ? null : id };
}

export type QueryReading =
  | { ok: true; filter: FilterValues }
  | { ok: false; key: EventFilterKey | 'date'; value: string };

/** The filter of a URL query (spec §5: DD-MM-YYYY day, numeric ids); no day means today. */
export function readQuery(query: Record<string, string | undefined>, today: string): QueryReading {
  const parsed = parseProgrammeQuery(query);
  if (!parsed.ok) return parsed;
  return { ok: true, filter: { ...parsed.filters, date: parsed.date ? parsed.date.toISOString().slice(0, 10) : today } };
}

/**
 * The filter as query parameters, for the URL and the api alike: set keys only, and the day
 * only when it is not today (without a day the programme starts now).
 */
export function filterQuery(filter: FilterValues, today: string): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of EVENT_FILTER_KEYS) {
    const value = filter[key];
    if (value !== null) query[key] = String(value);
  }
  if (filter.date !== today) query.date = formatUrlDate(filter.date);
  return query;
}

/** The page's query string for a filter; parameters that are not filters (overlay, …) stay. */
export function queryStringFor(current: Record<string, string>, filter: FilterValues, today: string): string {
  const next = new URLSearchParams(current);
  for (const key of [...EVENT_FILTER_KEYS, 'date']) next.delete(key);
  for (const [key, value] of Object.entries(filterQuery(filter, today))) next.set(key, value);
  return next.toString();
}

/** Appends a page of days; a page can continue the last day of the one before. */
export function appendDays(existing: EventDay[], incoming: EventDay[]): EventDay[] {
  const merged = [...existing];
  for (const day of incoming.map(inDayOrder)) {
    const last = merged[merged.length - 1];
    if (last && last.date === day.date) merged[merged.length - 1] = { ...last, events: [...last.events, ...day.events] };
    else merged.push(day);
  }
  return merged;
}
