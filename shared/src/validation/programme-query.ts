/**
 * Programme query values (spec §5): the day in the URL is DD-MM-YYYY and must exist;
 * filter values for known keys are numeric ids. Shared by the api and the browser.
 */

import { FIRST_YEAR, LAST_YEAR } from './year-range';

export const EVENT_FILTER_KEYS = ['room', 'type', 'tag', 'series', 'genre'] as const;
export type EventFilterKey = (typeof EVENT_FILTER_KEYS)[number];

const URL_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;
const FILTER_ID = /^[0-9]{1,9}$/;

/**
 * The calendar day of a DD-MM-YYYY value as a Date at 00:00 UTC (read it with the
 * getUTC… methods), or null when the text is malformed or names a day that does not exist.
 */
export function parseUrlDate(value: string | null | undefined): Date | null {
  if (typeof value !== 'string') return null;
  const match = URL_DATE.exec(value);
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists && year >= FIRST_YEAR && year <= LAST_YEAR ? date : null;
}

/** DD-MM-YYYY of a calendar day given as "YYYY-MM-DD" or as a Date read in UTC. */
export function formatUrlDate(day: string | Date): string {
  const iso = typeof day === 'string' ? day : day.toISOString().slice(0, 10);
  const [year, month, date] = iso.split('-');
  return `${date}-${month}-${year}`;
}

/** The option id of a filter value, or null when the value is not a positive whole number. */
export function parseFilterValue(value: string | null | undefined): number | null {
  if (typeof value !== 'string' || !FILTER_ID.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export type EventFilters = Record<EventFilterKey, number | null>;

/** Filter keys of the productions list (spec §3 productions store, §7 productions call). */
export const PRODUCTION_FILTER_KEYS = ['season', 'exhibition_type', 'tag'] as const;
export type ProductionFilterKey = (typeof PRODUCTION_FILTER_KEYS)[number];
export type ProductionFilters = Record<ProductionFilterKey, number | null>;

export type ParsedQuery<K extends string> =
  | { ok: true; date: Date | null; filters: Record<K, number | null> }
  | { ok: false; key: K | 'date'; value: string };

export type ParsedProgrammeQuery = ParsedQuery<EventFilterKey>;

/**
 * Reads date and the given filter keys from a query; an empty or missing value means
 * "not set", anything else that does not parse is reported with its key.
 */
export function parseFilterQuery<K extends string>(query: Record<string, string | undefined>, keys: readonly K[]): ParsedQuery<K> {
  const filters = Object.fromEntries(keys.map((key) => [key, null])) as Record<K, number | null>;
  for (const key of keys) {
    const raw = query[key];
    if (raw === undefined || raw === '') continue;
    const id = parseFilterValue(raw);
    if (id === null) return { ok: false, key, value: raw };
    filters[key] = id;
  }
  const rawDate = query.date;
  if (rawDate === undefined || rawDate === '') return { ok: true, date: null, filters };
  const date = parseUrlDate(rawDate);
  if (!date) return { ok: false, key: 'date', value: rawDate };
  return { ok: true, date, filters };
}

/** The programme list's query: the five event filters and the day. */
export function parseProgrammeQuery(query: Record<string, string | undefined>): ParsedProgrammeQuery {
  return parseFilterQuery(query, EVENT_FILTER_KEYS);
}

/** The productions list's query: season, exhibition type, tag and the day. */
export function parseProductionsQuery(query: Record<string, string | undefined>): ParsedQuery<ProductionFilterKey> {
  return parseFilterQuery(query, PRODUCTION_FILTER_KEYS);
}
