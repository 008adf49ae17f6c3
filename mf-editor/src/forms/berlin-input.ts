import { berlinInstant, berlinIsoWithOffset } from '@festival/shared/format/berlin-time';

/** A datetime-local input's value: a wall-clock date and time, seconds optional. */
const LOCAL_VALUE = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/** An instant from the API as the Berlin wall-clock value of a datetime-local input ('' for none or unreadable). */
export function toBerlinInput(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? '' : berlinIsoWithOffset(instant).slice(0, 16);
}

/** A datetime-local input's Berlin wall-clock value as an ISO instant (null for empty or unreadable). */
export function fromBerlinInput(value: unknown): string | null {
  const match = typeof value === 'string' ? LOCAL_VALUE.exec(value) : null;
  if (!match) return null;
  const [, day, hour, minute] = match as unknown as [string, string, string, string];
  const midnight = Date.parse(`${day}T00:00:00Z`);
  const realDay = !Number.isNaN(midnight) && new Date(midnight).toISOString().slice(0, 10) === day;
  if (!realDay || Number(hour) > 23 || Number(minute) > 59) return null;
  return berlinInstant(day, Number(hour), Number(minute)).toISOString();
}
