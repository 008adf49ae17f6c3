import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import 'dayjs/locale/de';
import type { Locale } from '@festival/shared/i18n/locales';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Spec §1: dates are shown in Europe/Berlin; §3 design settings: the date display format. */
export const TIME_ZONE = 'Europe/Berlin';
export const DATE_FORMAT = 'ddd, D. MMMM YYYY';

const CLOCK_TIME = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

/** Berlin's wall clock in parts; made once: dayjs's tz() makes a formatter per call, which dominated server rendering. */
const berlinClock = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
});

/** Berlin's offset from UTC at an instant, in minutes. */
function berlinOffsetMinutes(date: Date): number {
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value);
  const parts = berlinClock.formatToParts(date);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((wall - (date.getTime() - date.getUTCMilliseconds())) / 60_000);
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
 * Spec §9: time display strips seconds; German appends "Uhr". Takes a clock time
 * ("19:30:00") as is, or an instant, read in Berlin.
 */
export function formatTime(value: string | Date, locale: Locale): string {
  const clock = typeof value === 'string' ? CLOCK_TIME.exec(value) : null;
  const text = clock ? `${clock[1]?.padStart(2, '0')}:${clock[2]}` : inBerlin(value, locale).format('HH:mm');
  return locale === 'de' ? `${text} Uhr` : text;
}

export function formatDateTime(value: string | Date, locale: Locale): string {
  return `${formatDate(value, locale)}, ${formatTime(value, locale)}`;
}

/** Today's calendar day in Berlin as YYYY-MM-DD. */
export function berlinToday(now: Date = new Date()): string {
  return inBerlin(now, 'de').format('YYYY-MM-DD');
}
