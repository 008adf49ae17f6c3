import { berlinToday, berlinWallClock } from '@festival/shared/format/dates';

/** Spec §3 EventList module quick filters. */
export type EventListQuickFilter = '' | 'next_3_days' | 'weekend';

export interface EventListRange {
  /** ISO instant; empty means now (spec §3: date_from defaults to now). */
  dateFrom: string;
  /** ISO instant or null for open-ended. */
  dateTo: string | null;
  filters: EventListQuickFilter;
}

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** Midnight at the start of a Berlin day (YYYY-MM-DD); DST-safe, unlike adding 24 h. */
const berlinMidnight = (day: string) => berlinWallClock(`${day}T00:00:00`);

/**
 * The span a quick filter stands for, in Berlin days: next_3_days is today and the two
 * following days; weekend is Friday to Sunday, the current one while today is one of those
 * days, otherwise the coming one. Neither starts before now.
 */
export function quickFilterWindow(filters: EventListQuickFilter, now: Date): { from: Date; to: Date } | null {
  const today = berlinToday(now);
  if (filters === 'next_3_days') return { from: now, to: berlinMidnight(addDays(today, 3)) };
  if (filters === 'weekend') {
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
    // Days from today back or on to this weekend's Friday (Sunday counts as the weekend's end).
    const friday = addDays(today, weekday === 0 ? -2 : 5 - weekday);
    const start = berlinMidnight(friday);
    return { from: start < now ? now : start, to: berlinMidnight(addDays(friday, 3)) };
  }
  return null;
}

/** The events an EventList module shows start at or after `from` and, when `to` is set, before it. */
export function eventListWindow(range: EventListRange, now: Date): { from: Date; to: Date | null } {
  const window = quickFilterWindow(range.filters, now);
  const dateFrom = range.dateFrom ? new Date(range.dateFrom) : now;
  const dateTo = range.dateTo ? new Date(range.dateTo) : null;
  if (!window) return { from: dateFrom, to: dateTo };
  return {
    from: window.from > dateFrom ? window.from : dateFrom,
    to: dateTo && dateTo < window.to ? dateTo : window.to,
  };
}
