import dayjs from 'dayjs';
import 'dayjs/locale/de';
import { utcCalendarDay } from '@festival/shared/format/berlin-time';
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

/** Months kept: the few a visitor pages through, in both languages; a page is drawn from them on every render. */
const KEPT_MONTHS = 48;
const kept = new Map<string, CalendarMonth>();

const calendarDay = (year: number, monthIndex: number, date: number) => utcCalendarDay(new Date(Date.UTC(year, monthIndex, date)));

/**
 * Drawn from the names of dayjs' locale as its formats 'dddd, D. MMMM YYYY', 'MMMM YYYY' and 'dd'
 * would write them, without formatting: a month's 62 formats were 18 ms of a programme page's
 * hydration on this machine, the component's whole render.
 */
function drawMonth(month: string, locale: Locale): CalendarMonth {
  const year = Number(month.slice(0, 4));
  const monthIndex = Number(month.slice(5, 7)) - 1;
  const names = dayjs.Ls[locale] ?? dayjs.Ls.en!;
  const weekdayNames = names.weekdays!;
  const monthName = names.months![monthIndex]!;
  // Sunday is 0 in both Date and dayjs' names
  const firstWeekday = new Date(Date.UTC(year, monthIndex, 1)).getUTCDay();
  const length = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  const cells: Array<CalendarDay | null> = Array.from({ length: (firstWeekday + 6) % 7 }, () => null);
  for (let date = 1; date <= length; date += 1) {
    const weekday = weekdayNames[(firstWeekday + date - 1) % 7];
    cells.push({ day: calendarDay(year, monthIndex, date), label: `${weekday}, ${date}. ${monthName} ${year}` });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const shortWeekdays = names.weekdaysMin ?? weekdayNames.map((name) => name.slice(0, 2));
  return {
    title: `${monthName} ${year}`,
    previous: calendarDay(year, monthIndex - 1, 1).slice(0, 7),
    next: calendarDay(year, monthIndex + 1, 1).slice(0, 7),
    // Monday first
    weekdays: [...shortWeekdays.slice(1), shortWeekdays[0]!],
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
