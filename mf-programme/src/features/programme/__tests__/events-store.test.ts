import type { EventDay, EventDayPage } from '@festival/shared/api-schemas/programme';
import { createEventsStore, type EventsState } from '../stores/events-store';

const day = (date: string, ids: number[]) => ({ date, date_start: `${date}T00:00:00+01:00`, events: ids.map((id) => ({ id })) }) as unknown as EventDay;
const page = (results: EventDay[], next: string | null): EventDayPage => ({ count: 30, next, previous: null, results });
const shape = (days: EventDay[]) => days.map((d) => [d.date, d.events.map((e) => e.id)]);
const load = (page: number, reset: boolean) => ({ query: {}, locale: 'de' as const, page, reset });

test('requesting a page at or below the current one is ignored unless a reset is asked for', async () => {
  const fetchPage = jest.fn()
    .mockResolvedValueOnce(page([day('2026-11-20', [1])], '/next'))
    .mockResolvedValueOnce(page([day('2026-11-21', [2])], null))
    .mockResolvedValueOnce(page([day('2026-11-22', [3])], null));
  const store = createEventsStore(fetchPage, 0);
  await store.getState().load(load(1, true));
  await store.getState().load(load(1, false));
  await store.getState().load(load(0, false));
  expect(fetchPage).toHaveBeenCalledTimes(1);
  await store.getState().load(load(2, false));
  expect(store.getState()).toMatchObject({ page: 2, hasNext: false, loading: false });
  expect(shape(store.getState().days)).toEqual([['2026-11-20', [1]], ['2026-11-21', [2]]]);
  await store.getState().load(load(1, true));
  expect(fetchPage).toHaveBeenCalledTimes(3);
  expect(shape(store.getState().days)).toEqual([['2026-11-22', [3]]]);
});

test('a reset empties the events, then sets the page and loading, appends the results, then stops loading', async () => {
  const fetchPage = jest.fn()
    .mockResolvedValueOnce(page([day('2026-11-20', [1])], '/next'))
    .mockResolvedValueOnce(page([day('2026-12-01', [9])], null));
  const store = createEventsStore(fetchPage, 0);
  await store.getState().load(load(1, true));
  const seen: Array<Pick<EventsState, 'page' | 'loading'> & { ids: number[] }> = [];
  const unsubscribe = store.subscribe((state) => seen.push({ page: state.page, loading: state.loading, ids: state.days.flatMap((d) => d.events.map((e) => e.id)) }));
  await store.getState().load(load(1, true));
  unsubscribe();
  expect(seen).toEqual([
    { page: 0, loading: false, ids: [] },
    { page: 1, loading: true, ids: [] },
    { page: 1, loading: true, ids: [9] },
    { page: 1, loading: false, ids: [9] },
  ]);
});

test('same-day events are reversed when there are more than one; a day continued on the next page stays one day', async () => {
  const fetchPage = jest.fn()
    .mockResolvedValueOnce(page([day('2026-11-20', [1]), day('2026-11-21', [4, 3, 2])], '/next'))
    .mockResolvedValueOnce(page([day('2026-11-21', [6, 5]), day('2026-11-22', [7])], null));
  const store = createEventsStore(fetchPage, 0);
  await store.getState().load(load(1, true));
  expect(shape(store.getState().days)).toEqual([['2026-11-20', [1]], ['2026-11-21', [2, 3, 4]]]);
  await store.getState().load(load(2, false));
  expect(shape(store.getState().days)).toEqual([['2026-11-20', [1]], ['2026-11-21', [2, 3, 4, 5, 6]], ['2026-11-22', [7]]]);
});

test('an older answer arriving after a reset is dropped', async () => {
  let resolveFirst: (value: EventDayPage) => void = () => undefined;
  const fetchPage = jest.fn()
    .mockReturnValueOnce(new Promise<EventDayPage>((resolve) => (resolveFirst = resolve)))
    .mockResolvedValueOnce(page([day('2026-12-01', [9])], null));
  const store = createEventsStore(fetchPage, 0);
  const first = store.getState().load(load(1, true));
  await store.getState().load({ ...load(1, true), query: { room: '2' } });
  resolveFirst(page([day('2026-11-20', [1])], null));
  await first;
  expect(shape(store.getState().days)).toEqual([['2026-12-01', [9]]]);
  expect(fetchPage).toHaveBeenLastCalledWith({ room: '2' }, 1, 'de');
});

test('spec §9: a fetch takes at least the minimum delay', async () => {
  jest.useFakeTimers();
  try {
    const store = createEventsStore(jest.fn().mockResolvedValue(page([day('2026-11-20', [1])], null)), 200);
    const done = store.getState().load(load(1, true));
    await jest.advanceTimersByTimeAsync(199);
    expect(store.getState().loading).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    await done;
    expect(store.getState().loading).toBe(false);
  } finally {
    jest.useRealTimers();
  }
});

test('a failed page is reported and stops loading', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const store = createEventsStore(jest.fn().mockRejectedValue(new Error('500')), 0);
  await store.getState().load({ ...load(1, true), locale: 'en' });
  expect(store.getState()).toMatchObject({ loading: false, failed: true, days: [] });
  expect(console.error).toHaveBeenCalled();
});
