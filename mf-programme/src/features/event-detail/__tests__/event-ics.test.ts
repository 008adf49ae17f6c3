import ICAL from 'ical.js';
import { eventDetail } from '../../../testing/fixtures';
import { eventIcs } from '../model/event-ics';

/** The downloaded .ics read back by a real iCalendar parser (RFC 5545), not by string matching. */

function parsedEvent(text: string): ICAL.Component {
  const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('the file has no VEVENT');
  return vevent;
}

test('DTSTAMP is a UTC date-time with Z, as RFC 5545 requires', () => {
  const before = Date.now();
  const text = eventIcs(eventDetail(), 'https://festival.example', 'de');
  expect(text).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
  const stamp = parsedEvent(text).getFirstPropertyValue('dtstamp') as ICAL.Time;
  expect(stamp.zone).toBe(ICAL.Timezone.utcTimezone);
  // Whole seconds: the stamp is the moment of writing, at most one second before the call began.
  expect(stamp.toJSDate().getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
});

test('start and end parse as Berlin wall-clock times in summer and winter', () => {
  const summer = parsedEvent(eventIcs(eventDetail({ date_start: '2026-07-01T17:30:00.000Z', date_end: '2026-07-01T19:00:00.000Z' }), 'https://festival.example', 'de'));
  const start = summer.getFirstProperty('dtstart');
  expect(start?.getParameter('tzid')).toBe('Europe/Berlin');
  expect((start?.getFirstValue() as ICAL.Time).toString()).toBe('2026-07-01T19:30:00');
  expect((summer.getFirstPropertyValue('dtend') as ICAL.Time).toString()).toBe('2026-07-01T21:00:00');
  const winter = parsedEvent(eventIcs(eventDetail(), 'https://festival.example', 'en'));
  expect((winter.getFirstPropertyValue('dtstart') as ICAL.Time).toString()).toBe('2026-11-21T19:30:00');
  expect(winter.getFirstPropertyValue('uid')).toBe('event-12@festival.example');
});
