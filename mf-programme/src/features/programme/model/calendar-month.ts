import dayjs from 'dayjs';
import 'dayjs/locale/de';
import type { Locale } from '@festival/shared/i18n/locales';

/** A day of the calendar: YYYY-MM-DD and its name for screen readers. */
export interface CalendarDay {
  day: string;
  label: string;
}

/** A month as the calendar draws it: Monday-first weeks, null for the cells outside the month. */
export interface CalendarMonth {
  title: string;
  /** The months before and after, YYYY-MM. */
  previous: string;
  next: string;
  weekdays: string[];
  weeks: Array<Array<CalendarDay | null>>;
}

/** A Monday, from which the weekdays' short names are read. */
const A_MONDAY = '2026-11-16';
/** Months kept: the few a visitor pages through, in both languages; a page is drawn from them on every render. */
const KEPT_MONTHS = 48;
const kept = new Map<string, CalendarMonth>();

function drawMonth(month: string, locale: Locale): CalendarMonth {
  const first = dayjs(`${month}-01`).locale(locale);
  const lead = (first.day() + 6) % 7;
  const cells: Array<CalendarDay | null> = Array.from({ length: lead }, () => null);
  for (let date = 1; date <= first.daysInMonth(); date += 1) {
    const day = first.date(date);
    cells.push({ day: day.format('YYYY-MM-DD'), label: day.format('dddd, D. MMMM YYYY') });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const monday = dayjs(A_MONDAY).locale(locale);
  return {
    title: first.format('MMMM YYYY'),
    previous: first.subtract(1, 'month').format('YYYY-MM'),
    next: first.add(1, 'month').format('YYYY-MM'),
    weekdays: Array.from({ length: 7 }, (_, index) => monday.add(index, 'day').format('dd')),
    weeks: Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7)),
  };
}

/** The month "YYYY-MM" in the given language; calendar days, so no time zone enters. */
export function calendarMonth(month: string, locale: Locale): CalendarMonth {
  const key = `${locale}|${month}`;
  let drawn = kept.get(key);
  if (!drawn) {
    drawn = drawMonth(month, locale);
    if (kept.size >= KEPT_MONTHS) kept.clear();
    kept.set(key, drawn);
  }
  return drawn;
}
