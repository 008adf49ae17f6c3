import ical from 'ical-generator';
import { TIME_ZONE } from '@festival/shared/format/berlin-time';
import { inBerlin } from '@festival/shared/format/dates';
import type { Locale } from '@festival/shared/i18n/locales';

/** Europe/Berlin since 1996: CET in winter, CEST from the last Sunday of March to the last of October. */
const BERLIN_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Berlin',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** What a calendar entry shows of an event. */
export interface CalendarEvent {
  id: number;
  title: string;
  date_start: string;
  date_end: string;
  /** Plain text. */
  description: string;
  venue: string;
  room: string;
  address: { street: string; postal_code: string; city: string };
  /** The event's page, root-relative. */
  link: string;
}

export interface CalendarOptions {
  /** The site's public origin: entry ids and URLs. */
  origin: string;
  locale: Locale;
  /** A calendar's own name, for a subscribed feed. */
  name?: string;
}

/**
 * Events as an iCalendar file (one event's download, a visitor's favourites, their feed); times
 * are Berlin wall-clock times with TZID Europe/Berlin, so a calendar anywhere shows the festival's
 * local time. An event keeps its UID in every file, so a calendar updates it rather than adding it.
 */
export function eventsCalendar(events: CalendarEvent[], { origin, locale, name }: CalendarOptions): string {
  const calendar = ical({
    prodId: { company: 'festival', product: 'programme', language: locale.toUpperCase() },
    // No calendar-wide zone: with one, ical-generator writes DTSTAMP in that zone without the
    // "Z" RFC 5545 requires. The events' own zone still brings its VTIMEZONE.
    timezone: { name: null, generator: () => BERLIN_VTIMEZONE },
    ...(name ? { name } : {}),
  });
  const host = new URL(origin).host;
  for (const event of events) {
    const { address } = event;
    calendar.createEvent({
      id: `event-${event.id}@${host}`,
      start: inBerlin(event.date_start, locale),
      end: inBerlin(event.date_end, locale),
      timezone: TIME_ZONE,
      summary: event.title,
      description: event.description,
      location: [[event.venue, event.room].filter(Boolean).join(', '), address.street, `${address.postal_code} ${address.city}`.trim()].filter(Boolean).join(', '),
      url: new URL(event.link, origin).toString(),
    });
  }
  return calendar.toString();
}

