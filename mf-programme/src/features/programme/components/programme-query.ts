import type { EventFilterQuery } from '@festival/shared/api-schemas/programme';
import { EVENT_FILTER_KEYS, parseFilterValue, parseUrlDate, type EventFilterKey } from '@festival/shared/validation/programme-query';

/**
 * The filters of a programme query string. Spec §5: values must be numeric ids and the date
 * a real DD-MM-YYYY day; a value that is neither is reported and left out.
 */
export function filtersFromQuery(query: Record<string, string | undefined>): EventFilterQuery {
  const filters: EventFilterQuery = {};
  for (const key of EVENT_FILTER_KEYS) {
    const raw = query[key];
    if (!raw) continue;
    if (parseFilterValue(raw) === null) console.error(`programme: invalid ${key} filter`, raw);
    else filters[key] = raw;
  }
  if (query.date) {
    if (parseUrlDate(query.date)) filters.date = query.date;
    else console.error('programme: invalid date', query.date);
  }
  return filters;
}

export function isFiltered(filters: EventFilterQuery): boolean {
  return Object.values(filters).some(Boolean);
}

/** The query string for filters; other parameters of the page (overlay, …) are kept. */
export function queryWith(query: Record<string, string>, key: EventFilterKey | 'date', value: string | null): string {
  const next = new URLSearchParams(query);
  if (value) next.set(key, value);
  else next.delete(key);
  return next.toString();
}

export function queryWithoutFilters(query: Record<string, string>): string {
  const next = new URLSearchParams(query);
  for (const key of [...EVENT_FILTER_KEYS, 'date']) next.delete(key);
  return next.toString();
}
