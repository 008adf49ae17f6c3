import type { EventDetail } from '@festival/shared/api-schemas/programme';
import { inBerlin } from '@festival/shared/format/dates';

/** What the schedule needs of a favourite event (the event detail's answer). */
export type ScheduleEvent = Pick<EventDetail, 'id' | 'title' | 'name' | 'link' | 'date_start' | 'date_end' | 'room'> & {
  venue: Pick<EventDetail['venue'], 'id' | 'name' | 'link'>;
};

export interface ScheduleEntry {
  event: ScheduleEvent;
  /** Favourites that overlap this one in time. */
  clashes: ScheduleEvent[];
  /** The favourite before it ends at another venue at most TRAVEL_MINUTES before this one starts. */
  travel: { from: ScheduleEvent; minutes: number } | null;
}

export interface ScheduleDay {
  /** The Berlin calendar day, YYYY-MM-DD. */
  day: string;
  entries: ScheduleEntry[];
}

/** Less time than this between two venues is worth a note: the way there takes a while. */
export const TRAVEL_MINUTES = 30;
const MINUTE = 60_000;

const time = (value: string) => new Date(value).getTime();
const overlaps = (a: ScheduleEvent, b: ScheduleEvent) => time(a.date_start) < time(b.date_end) && time(b.date_start) < time(a.date_end);

/** The favourites as a personal schedule: by Berlin day and start time, clashes and changes of venue marked. */
export function personalSchedule(events: ScheduleEvent[]): ScheduleDay[] {
  const sorted = [...events].sort((a, b) => time(a.date_start) - time(b.date_start) || a.id - b.id);
  const days: ScheduleDay[] = [];
  sorted.forEach((event, index) => {
    const clashes = sorted.filter((other) => other !== event && overlaps(event, other));
    const before = sorted.slice(0, index).filter((other) => time(other.date_end) <= time(event.date_start));
    const previous = before.sort((a, b) => time(b.date_end) - time(a.date_end))[0];
    const gap = previous ? (time(event.date_start) - time(previous.date_end)) / MINUTE : Infinity;
    const travel = previous && previous.venue.id !== event.venue.id && gap <= TRAVEL_MINUTES ? { from: previous, minutes: Math.round(gap) } : null;
    const day = inBerlin(event.date_start, 'de').format('YYYY-MM-DD');
    const last = days[days.length - 1];
    const entry = { event, clashes, travel };
    if (last?.day === day) last.entries.push(entry);
    else days.push({ day, entries: [entry] });
  });
  return days;
}
