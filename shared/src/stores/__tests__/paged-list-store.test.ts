import { useHistoryEntryCache } from '../history-entry-cache';
import { createPagedListStore, type PagedAnswer, type PagedListState, type PagedListStore } from '../paged-list-store';

const answer = (results: number[], next: string | null): PagedAnswer<number> => ({ next, results });

/** Resolves once the list has no page in flight. */
const settled = (store: PagedListStore<number>) =>
  new Promise<void>((resolve) => {
    if (!store.getState().loading) resolve();
    else store.subscribe((state) => !state.loading && resolve());
  });

/** Moves the tab to another history entry, as react-router does on a navigation. */
const enterHistoryEntry = (key: string) => window.history.replaceState({ key }, '');

beforeEach(() => {
  useHistoryEntryCache.setState({ kept: new Map() });
  enterHistoryEntry('first');
});

test('a page at or below the current one is ignored unless a reset is asked for', async () => {
  const fetchPage = jest.fn()
    .mockResolvedValueOnce(answer([1], '/next'))
    .mockResolvedValueOnce(answer([2], null))
    .mockResolvedValueOnce(answer([3], null));
  const store = createPagedListStore<number>();
  store.getState().show('list', fetchPage);
  await store.getState().loadPage(1, false);
  await store.getState().loadPage(0, false);
  await store.getState().loadPage(2, false);
  await store.getState().loadPage(2, false);
  expect(fetchPage).toHaveBeenCalledTimes(2);
  expect(store.getState()).toMatchObject({ items: [1, 2], page: 2, hasNext: false, loading: false });
  await store.getState().loadPage(1, true);
  expect(store.getState().items).toEqual([3]);
});

test('a reset empties the list, then sets the page and loading, appends the results, then stops loading', async () => {
  const fetchPage = jest.fn().mockResolvedValueOnce(answer([1], '/next')).mockResolvedValueOnce(answer([9], null));
  const store = createPagedListStore<number>();
  store.getState().show('list', fetchPage);
  await store.getState().loadPage(1, false);
  const seen: Array<Pick<PagedListState<number>, 'page' | 'loading' | 'items'>> = [];
  const unsubscribe = store.subscribe(({ page, loading, items }) => seen.push({ page, loading, items }));
  await store.getState().loadPage(1, true);
  unsubscribe();
  expect(seen).toEqual([
    { page: 0, loading: false, items: [] },
    { page: 1, loading: true, items: [] },
    { page: 1, loading: true, items: [9] },
    { page: 1, loading: false, items: [9] },
  ]);
});

test('an older answer arriving after another list was shown is dropped', async () => {
  let resolveFirst: (value: PagedAnswer<number>) => void = () => undefined;
  const store = createPagedListStore<number>();
  store.getState().show('a', () => new Promise((resolve) => (resolveFirst = resolve)));
  store.getState().show('b', jest.fn().mockResolvedValue(answer([9], null)));
  await Promise.resolve();
  await settled(store);
  resolveFirst(answer([1], null));
  // Every promise callback queued by the old answer has run once a macrotask has passed.
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(store.getState().items).toEqual([9]);
});

test('spec §9: a fetch takes at least the minimum delay', async () => {
  jest.useFakeTimers();
  try {
    const store = createPagedListStore<number>({ minDelayMs: 200 });
    store.getState().show('list', jest.fn().mockResolvedValue(answer([1], null)));
    await jest.advanceTimersByTimeAsync(199);
    expect(store.getState().loading).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    expect(store.getState().loading).toBe(false);
  } finally {
    jest.useRealTimers();
  }
});

test('a failed page is reported, stops loading, and is asked for again by retry', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const fetchPage = jest.fn().mockResolvedValueOnce(answer([1], '/next')).mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce(answer([2], null));
  const store = createPagedListStore<number>();
  store.getState().show('list', fetchPage);
  await store.getState().loadPage(1, false);
  await store.getState().loadPage(1, true).catch(() => undefined);
  expect(fetchPage).toHaveBeenCalledTimes(2);
  expect(store.getState()).toMatchObject({ loading: false, failed: true, items: [], page: 0 });
  expect(console.error).toHaveBeenCalled();
  store.getState().retry();
  await settled(store);
  expect(fetchPage).toHaveBeenLastCalledWith(1, expect.any(AbortSignal));
  expect(store.getState()).toMatchObject({ failed: false, items: [2] });
  jest.restoreAllMocks();
});

test('Back to a history entry shows its list as it was, without asking for any page', async () => {
  const fetchPage = jest.fn().mockResolvedValueOnce(answer([1, 2], '/2')).mockResolvedValueOnce(answer([3, 4], '/3'));
  const first = createPagedListStore<number>();
  first.getState().show('programme', fetchPage);
  await settled(first);
  await first.getState().loadPage(2, false);
  first.getState().stop();

  // The visitor opens an event (another entry) and comes back: the list mounts anew.
  enterHistoryEntry('event');
  enterHistoryEntry('first');
  const again = createPagedListStore<number>();
  again.getState().show('programme', fetchPage);
  expect(again.getState()).toMatchObject({ items: [1, 2, 3, 4], page: 2, hasNext: true, loading: false });
  expect(fetchPage).toHaveBeenCalledTimes(2);
});

test('the same list in another history entry starts from page 1', async () => {
  const fetchPage = jest.fn().mockResolvedValue(answer([1], null));
  const store = createPagedListStore<number>();
  store.getState().show('programme', fetchPage);
  await settled(store);
  enterHistoryEntry('second');
  createPagedListStore<number>().getState().show('programme', fetchPage);
  expect(fetchPage).toHaveBeenCalledTimes(2);
});

test('a list made with its first page starts with it, does not ask for it again and goes on from page 2', async () => {
  const fetchPage = jest.fn().mockResolvedValueOnce(answer([2], null));
  const store = createPagedListStore<number>({ initialKey: 'list', firstPage: { key: 'list', answer: answer([1], '/next') } });
  expect(store.getState()).toMatchObject({ items: [1], page: 1, hasNext: true, loading: false });
  const changed = jest.fn();
  store.subscribe(changed);
  store.getState().show('list', fetchPage);
  expect(fetchPage).not.toHaveBeenCalled();
  // Nothing to render again for: a hydrated list stays as the server drew it.
  expect(changed).not.toHaveBeenCalled();
  store.getState().loadMore();
  await settled(store);
  expect(fetchPage).toHaveBeenCalledWith(2, expect.any(AbortSignal));
  expect(store.getState().items).toEqual([1, 2]);
});
