/**
 * Calendar days of the festival are days in Europe/Berlin (spec §1), while instants are
 * stored as ISO-8601 UTC text. Berlin's offset is always a whole number of hours, so the
 * UTC hour of an instant decides its Berlin day.
 */

const TIME_ZONE = 'Europe/Berlin';
const DAY_MS = 24 * 60 * 60 * 1000;

const partsFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

interface WallClock { year: number; month: number; day: number; hour: number; minute: number; second: number }

function wallClock(instant: Date): WallClock {
  const parts = Object.fromEntries(partsFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year), month: Number(parts.month), day: Number(parts.day),
    hour: Number(parts.hour), minute: Number(parts.minute), second: Number(parts.second),
  };
}

const HOUR_MS = 60 * 60 * 1000;
/** Offsets only change on a full UTC hour, so one lookup per hour is exact; the cache stays small. */
const offsetByHour = new Map<number, number>();

/** Minutes Berlin is ahead of UTC at an instant (60 in winter, 120 in summer). */
export function berlinOffsetMinutes(instant: Date): number {
  const hour = Math.floor(instant.getTime() / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    const w = wallClock(new Date(hour * HOUR_MS));
    offset = Math.round((Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - hour * HOUR_MS) / 60000);
    if (offsetByHour.size > 100_000) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return offset;
}

/** The Berlin wall clock of an instant, read from the UTC fields of the shifted time. */
function berlinClock(instant: Date): Date {
  return new Date(instant.getTime() + berlinOffsetMinutes(instant) * 60000);
}

/** The Berlin calendar day of an instant, "YYYY-MM-DD". */
export function berlinDay(instant: Date): string {
  return berlinClock(instant).toISOString().slice(0, 10);
}

/** The instant of a Berlin wall-clock time on a day given as "YYYY-MM-DD". */
export function berlinInstant(day: string, hour = 0, minute = 0): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const naive = Date.UTC(y, m - 1, d, hour, minute);
  const first = naive - berlinOffsetMinutes(new Date(naive)) * 60000;
  // A second pass settles times near a daylight-saving switch.
  return new Date(naive - berlinOffsetMinutes(new Date(first)) * 60000);
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
