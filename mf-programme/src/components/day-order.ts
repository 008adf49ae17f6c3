import type { EventDay } from '@festival/shared/api-schemas/programme';

/** Spec §4: the events of one day are reversed when there are more than one (the feed lists them latest first). */
export function inDayOrder(day: EventDay): EventDay {
  return day.events.length > 1 ? { ...day, events: [...day.events].reverse() } : day;
}
