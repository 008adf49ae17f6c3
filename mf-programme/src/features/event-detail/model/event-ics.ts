import type { EventDetail } from '@festival/shared/api-schemas/programme';
import { downloadCalendar } from '@festival/shared/calendar/download-calendar';
import { eventsCalendar } from '@festival/shared/calendar/events-calendar';
import type { Locale } from '@festival/shared/i18n/locales';

function plainText(html: string): string {
  const element = document.createElement('div');
  element.innerHTML = html;
  return (element.textContent ?? '').trim();
}

/** One event as an iCalendar file. */
export function eventIcs(event: EventDetail, origin: string, locale: Locale): string {
  return eventsCalendar([{
    id: event.id,
    title: event.title || event.name,
    date_start: event.date_start,
    date_end: event.date_end,
    description: plainText(event.description),
    venue: event.venue.name,
    room: event.room,
    address: event.venue.address,
    link: event.link,
  }], { origin, locale });
}

/** Offers the file as a download named after the event. */
export function downloadIcs(event: EventDetail, locale: Locale): void {
  downloadCalendar(eventIcs(event, window.location.origin, locale), `${event.slug || `event-${event.id}`}.ics`);
}
