import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import 'dayjs/locale/de';
import type { Locale } from '@festival/shared/i18n/locales';
import { NO_BREAK_SPACE } from './no-break';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Spec §1: dates are shown in Europe/Berlin; §3 design settings: the date display format. */
export const TIME_ZONE = 'Europe/Berlin';
export const DATE_FORMAT = 'ddd, D. MMMM YYYY';

const CLOCK_TIME = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

/**
 * Berlin's wall clock in parts, for instants before the EU's summer-time rule; made once, on
 * first use: its time-zone data costs a browser 12-25 ms to load, in the start-up's long task.
 */
let berlinClock: Intl.DateTimeFormat | null = null;

function zoneOffsetMinutes(date: Date): number {
  berlinClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
  });
  const parts = berlinClock.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((wall - (date.getTime() - date.getUTCMilliseconds())) / 60_000);
}

/** The instant summer time starts or ends in the EU: the month's last Sunday, 01:00 UTC. */
function lastSundayOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** The first year of today's EU rule (summer time from March's to October's last Sunday). */
const EU_RULE_SINCE = 1996;

/**
 * Berlin's offset from UTC at an instant, in minutes: CET, or CEST under the EU rule; a test holds
 * it to the time-zone database for every change from 1996 to 2037. Earlier instants ask the database.
 */
function berlinOffsetMinutes(date: Date): number {
  const year = date.getUTCFullYear();
  if (year < EU_RULE_SINCE) return zoneOffsetMinutes(date);
  const time = date.getTime();
  return time >= lastSundayOneUtc(year, 2) && time < lastSundayOneUtc(year, 9) ? 120 : 60;
}

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
  return inBerlin(now, 'de').format('YYYY-MM-DD');
}
