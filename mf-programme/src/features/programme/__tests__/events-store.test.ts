import type { EventDay, EventDayPage } from '@festival/shared/api-schemas/programme';
import { createEventsStore, mergeDays } from '../stores/events-store';

const day = (date: string, ids: number[]) => ({ date, date_start: `${date}T00:00:00+01:00`, events: ids.map((id) => ({ id })) }) as unknown as EventDay;
const page = (results: EventDay[], next: string | null): EventDayPage => ({ count: 30, next, previous: null, results });

test('a day continued on the next page stays one day', () => {
  const merged = mergeDays([day('2026-11-20', [1]), day('2026-11-21', [2])], [day('2026-11-21', [3]), day('2026-11-22', [4])]);
  expect(merged.map((d) => [d.date, d.events.map((e) => e.id)])).toEqual([
    ['2026-11-20', [1]],
    ['2026-11-21', [2, 3]],
    ['2026-11-22', [4]],
  ]);
});

test('pages append; a page at or below the current one is ignored unless reset', async () => {
  const fetchPage = jest.fn().mockResolvedValueOnce(page([day('2026-11-20', [1])], '/next')).mockResolvedValueOnce(page([day('2026-11-21', [2])], null));
  const store = createEventsStore(fetchPage);
  await store.getState().load({ filters: {}, locale: 'de', page: 1, reset: true });
  await store.getState().load({ filters: {}, locale: 'de', page: 1, reset: false });
  await store.getState().load({ filters: {}, locale: 'de', page: 2, reset: false });
  expect(fetchPage).toHaveBeenCalledTimes(2);
  expect(store.getState()).toMatchObject({ page: 2, hasNext: false, loading: false });
  expect(store.getState().days).toHaveLength(2);
});

test('a reset empties the list and an older answer arriving late is dropped', async () => {
  let resolveFirst: (value: EventDayPage) => void = () => undefined;
  const fetchPage = jest
    .fn()
    .mockReturnValueOnce(new Promise<EventDayPage>((resolve) => (resolveFirst = resolve)))
    .mockResolvedValueOnce(page([day('2026-12-01', [9])], null));
  const store = createEventsStore(fetchPage);
  const first = store.getState().load({ filters: {}, locale: 'de', page: 1, reset: true });
  await store.getState().load({ filters: { room: '2' }, locale: 'de', page: 1, reset: true });
  resolveFirst(page([day('2026-11-20', [1])], null));
  await first;
  expect(store.getState().days.map((d) => d.date)).toEqual(['2026-12-01']);
});

test('a failed page is reported and stops loading', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const store = createEventsStore(jest.fn().mockRejectedValue(new Error('500')));
  await store.getState().load({ filters: {}, locale: 'en', page: 1, reset: true });
  expect(store.getState()).toMatchObject({ loading: false, failed: true, days: [] });
});
