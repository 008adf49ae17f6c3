import { personalSchedule, type ScheduleEvent } from '../personal-schedule';

const venue = (id: number) => ({ id, name: `Ort ${id}`, link: `/de/veranstaltungsorte/ort-${id}/${id}` });
function event(id: number, start: string, end: string, venueId: number): ScheduleEvent {
  return { id, title: `Lesung ${id}`, name: '', link: `/de/programm/lesung-${id}/${id}`, date_start: start, date_end: end, room: 'Saal', venue: venue(venueId) };
}

test('favourites are grouped by Berlin day and ordered by start, whatever order they were marked in', () => {
  const days = personalSchedule([
    event(3, '2026-06-13T08:00:00.000Z', '2026-06-13T09:00:00.000Z', 1),
    event(1, '2026-06-12T17:00:00.000Z', '2026-06-12T18:00:00.000Z', 1),
    // 00:30 in Berlin on the 13th, though the 12th in UTC
    event(2, '2026-06-12T22:30:00.000Z', '2026-06-12T23:30:00.000Z', 1),
  ]);
  expect(days.map((day) => [day.day, day.entries.map((entry) => entry.event.id)])).toEqual([['2026-06-12', [1]], ['2026-06-13', [2, 3]]]);
});

test('two favourites that overlap mark each other as a clash; touching ones do not', () => {
  const [day] = personalSchedule([
    event(1, '2026-06-12T17:00:00.000Z', '2026-06-12T18:30:00.000Z', 1),
    event(2, '2026-06-12T18:00:00.000Z', '2026-06-12T19:00:00.000Z', 1),
    event(3, '2026-06-12T19:00:00.000Z', '2026-06-12T20:00:00.000Z', 1),
  ]);
  expect(day?.entries.map((entry) => entry.clashes.map((other) => other.id))).toEqual([[2], [1], []]);
});

test('the next favourite at another venue within 30 minutes notes the way from the one before', () => {
  const [day] = personalSchedule([
    event(1, '2026-06-12T15:00:00.000Z', '2026-06-12T16:00:00.000Z', 1),
    event(2, '2026-06-12T16:20:00.000Z', '2026-06-12T17:00:00.000Z', 2),
    event(3, '2026-06-12T17:15:00.000Z', '2026-06-12T18:00:00.000Z', 2),
    event(4, '2026-06-12T18:31:00.000Z', '2026-06-12T19:00:00.000Z', 1),
  ]);
  expect(day?.entries.map((entry) => entry.travel && [entry.travel.from.id, entry.travel.minutes])).toEqual([null, [1, 20], null, null]);
});
