import dayjs from 'dayjs';
import { TIME_ZONE } from '@festival/shared/format/dates';

const LOCAL_FORMAT = 'YYYY-MM-DDTHH:mm';

/** An instant from the API as the Berlin wall-clock value of a datetime-local input ('' for none). */
export function toBerlinInput(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  return dayjs(value).tz(TIME_ZONE).format(LOCAL_FORMAT);
}

/** A datetime-local input's Berlin wall-clock value as an ISO instant (null for empty or unreadable). */
export function fromBerlinInput(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  const local = dayjs.tz(value, LOCAL_FORMAT, TIME_ZONE);
  return local.isValid() ? local.toISOString() : null;
}
