import ical from 'ical-generator';
import type { EventDetail } from '@festival/shared/api-schemas/programme';
import { inBerlin, TIME_ZONE } from '@festival/shared/format/dates';
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

function plainText(html: string): string {
  const element = document.createElement('div');
  element.innerHTML = html;
  return (element.textContent ?? '').trim();
}

/**
 * One event as an iCalendar file; times are Berlin wall-clock times with TZID Europe/Berlin,
 * so a calendar anywhere shows the festival's local time.
 */
export function eventIcs(event: EventDetail, origin: string, locale: Locale): string {
  const { address } = event.venue;
  const calendar = ical({
    prodId: { company: 'festival', product: 'programme', language: locale.toUpperCase() },
    // No calendar-wide zone: with one, ical-generator writes DTSTAMP in that zone without the
    // "Z" RFC 5545 requires. The event's own zone still brings its VTIMEZONE.
    timezone: { name: null, generator: () => BERLIN_VTIMEZONE },
  });
  calendar.createEvent({
    id: `event-${event.id}@${new URL(origin).host}`,
    start: inBerlin(event.date_start, locale),
    end: inBerlin(event.date_end, locale),
    timezone: TIME_ZONE,
    summary: event.title || event.name,
    description: plainText(event.description),
    location: [`${event.venue.name}, ${event.room}`, address.street, `${address.postal_code} ${address.city}`.trim()].filter(Boolean).join(', '),
    url: new URL(event.link, origin).toString(),
  });
  return calendar.toString();
}

/** Offers the file as a download named after the event. */
export function downloadIcs(event: EventDetail, locale: Locale): void {
  const blob = new Blob([eventIcs(event, window.location.origin, locale)], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${event.slug || `event-${event.id}`}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
