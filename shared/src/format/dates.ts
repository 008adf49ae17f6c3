import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import 'dayjs/locale/de';
import type { Locale } from '@festival/shared/i18n/locales';
import { berlinDay, berlinOffsetMinutes } from './berlin-time';
import { NO_BREAK_SPACE } from './no-break';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Spec §3 design settings: the date display format. */
export const DATE_FORMAT = 'ddd, D. MMMM YYYY';

const CLOCK_TIME = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

/**
 * A Berlin wall-clock time (text without a zone, as dayjs parses it) as an instant, read as
 * dayjs's tz() reads it (a time that a change of clocks skips or repeats included), without the
 * time-zone formatter tz() makes.
 */
export function berlinWallClock(text: string): Date {
  const local = dayjs.utc(text).valueOf();
  if (!Number.isFinite(local)) return new Date(Number.NaN);
  const offset = (time: number) => berlinOffsetMinutes(new Date(time));
  const now = offset(Date.now());
  const guess = local - now * 60_000;
  const atGuess = offset(guess);
  if (atGuess === now) return new Date(guess);
  const second = guess - (atGuess - now) * 60_000;
  const atSecond = offset(second);
  if (atSecond === atGuess) return new Date(second);
  return new Date(local - Math.min(atGuess, atSecond) * 60_000);
}

/** An instant (ISO text or Date) as a Berlin wall-clock dayjs in the given language. */
export function inBerlin(value: string | Date, locale: Locale): Dayjs {
  const instant = dayjs(value);
  if (!instant.isValid()) return instant.locale(locale);
  return instant.utcOffset(berlinOffsetMinutes(instant.toDate())).locale(locale);
}

export function formatDate(value: string | Date, locale: Locale): string {
  return inBerlin(value, locale).format(DATE_FORMAT);
}

/**
 * Spec §9: time display strips seconds; German appends "Uhr" (after a no-break space). Takes a clock time
 * ("19:30:00") as is, or an instant, read in Berlin.
 */
export function formatTime(value: string | Date, locale: Locale): string {
  const clock = typeof value === 'string' ? CLOCK_TIME.exec(value) : null;
  const text = clock ? `${clock[1]?.padStart(2, '0')}:${clock[2]}` : inBerlin(value, locale).format('HH:mm');
  return locale === 'de' ? `${text}${NO_BREAK_SPACE}Uhr` : text;
}

export function formatDateTime(value: string | Date, locale: Locale): string {
  return `${formatDate(value, locale)}, ${formatTime(value, locale)}`;
}

/** Today's calendar day in Berlin as YYYY-MM-DD. */
export function berlinToday(now: Date = new Date()): string {
  return berlinDay(now);
}
