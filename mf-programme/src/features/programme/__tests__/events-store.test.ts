import type { EventDay, EventDayPage } from '@festival/shared/api-schemas/programme';
import { createEventsStore, eventsSource } from '../stores/events-store';

const day = (date: string, ids: number[]) => ({ date, date_start: `${date}T00:00:00+01:00`, events: ids.map((id) => ({ id })) }) as unknown as EventDay;
const page = (results: EventDay[], next: string | null): EventDayPage => ({ count: 30, next, previous: null, results });
const shape = (days: EventDay[]) => days.map((d) => [d.date, d.events.map((e) => e.id)]);

test('same-day events are reversed when there are more than one; a day continued on the next page stays one day', async () => {
  const fetch = jest.fn()
    .mockResolvedValueOnce(page([day('2026-11-20', [1]), day('2026-11-21', [4, 3, 2])], '/next'))
    .mockResolvedValueOnce(page([day('2026-11-21', [6, 5]), day('2026-11-22', [7])], null));
  const store = createEventsStore(0);
  const source = eventsSource({}, 'de', fetch);
  store.getState().show(source.key, source.fetchPage);
  await new Promise<void>((resolve) => store.subscribe((state) => !state.loading && resolve()));
  expect(shape(store.getState().items)).toEqual([['2026-11-20', [1]], ['2026-11-21', [2, 3, 4]]]);
  await store.getState().loadPage(2, false);
  expect(shape(store.getState().items)).toEqual([['2026-11-20', [1]], ['2026-11-21', [2, 3, 4, 5, 6]], ['2026-11-22', [7]]]);
});

test('each filter query in each language is a list of its own, loaded with that query', () => {
  const fetch = jest.fn().mockReturnValue(new Promise(() => undefined));
  const rooms = eventsSource({ room: '2' }, 'en', fetch);
  expect(rooms.key).not.toBe(eventsSource({}, 'en', fetch).key);
  expect(rooms.key).not.toBe(eventsSource({ room: '2' }, 'de', fetch).key);
  const signal = new AbortController().signal;
  void rooms.fetchPage(3, signal);
  expect(fetch).toHaveBeenCalledWith({ room: '2' }, 3, 'en', signal);
});
