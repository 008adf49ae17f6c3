/**
 * Berlin time (spec §1: the festival's days and times are Europe/Berlin's) without a library:
 * instants are ISO-8601 UTC, days "YYYY-MM-DD". Berlin's offset is a whole number of hours, so
 * an instant's offset decides its Berlin day. The api and every app read Berlin time here;
 * formatting for people is dates.ts.
 */

export const TIME_ZONE = 'Europe/Berlin';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Berlin's wall clock in parts, for instants before the EU's summer-time rule; made once, on
 * first use: its time-zone data costs a browser 12-25 ms to load, in the start-up's long task.
 */
let berlinParts: Intl.DateTimeFormat | null = null;

function zoneOffsetMinutes(date: Date): number {
  berlinParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
  });
  const parts = berlinParts.formatToParts(date);
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
 * Minutes Berlin is ahead of UTC at an instant: CET (60), or CEST (120) under the EU rule; a test
 * holds it to the time-zone database for every change from 1990 to 2037. Earlier instants ask the database.
 */
export function berlinOffsetMinutes(date: Date): number {
  const year = date.getUTCFullYear();
  if (year < EU_RULE_SINCE) return zoneOffsetMinutes(date);
  const time = date.getTime();
  return time >= lastSundayOneUtc(year, 2) && time < lastSundayOneUtc(year, 9) ? 120 : 60;
}

/** The Berlin wall clock of an instant, read from the UTC fields of the shifted time. */
function berlinClock(instant: Date): Date {
  return new Date(instant.getTime() + berlinOffsetMinutes(instant) * 60_000);
}

/** The Berlin calendar day of an instant, "YYYY-MM-DD". */
export function berlinDay(instant: Date): string {
  return berlinClock(instant).toISOString().slice(0, 10);
}

/** The instant of a Berlin wall-clock time on a day given as "YYYY-MM-DD". */
export function berlinInstant(day: string, hour = 0, minute = 0): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const naive = Date.UTC(y, m - 1, d, hour, minute);
  const first = naive - berlinOffsetMinutes(new Date(naive)) * 60_000;
  // A second pass settles times near a daylight-saving switch.
  return new Date(naive - berlinOffsetMinutes(new Date(first)) * 60_000);
}

/** The day after (or n days after) a "YYYY-MM-DD" day. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + n * DAY_MS).toISOString().slice(0, 10);
}

/** A Berlin wall-clock time as ISO-8601 with its offset, e.g. "2026-11-21T00:00:00+01:00". */
export function berlinIsoWithOffset(instant: Date): string {
  const offset = berlinOffsetMinutes(instant);
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${berlinClock(instant).toISOString().slice(0, 19)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** ISO weekday of a "YYYY-MM-DD" day: 1 is Monday, 7 is Sunday. */
export function isoWeekday(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay() || 7;
}

/** "YYYY-MM-DD" of a Date that holds a calendar day at 00:00 UTC (as parseUrlDate returns it). */
export function utcCalendarDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
