import { ApiError } from '@festival/shared/api-client/api-client';
import type { ArticlePage } from '@festival/shared/api-schemas/content-articles';
import { article } from '../../testing/fixtures';
import { createArticlesStore, type ArticleSource } from '../articles-store';

function pageOf(page: number, last: number): ArticlePage {
  return {
    count: last * 2,
    next: page < last ? `/de/api/articles/?page=${page + 1}` : null,
    previous: page > 1 ? `/de/api/articles/?page=${page - 1}` : null,
    results: [article(page * 10 + 1, `A${page}`), article(page * 10 + 2, `B${page}`)],
  };
}

/** A source whose answers the test releases one by one. */
function deferredSource(key: string) {
  const pending: { page: number; resolve: (answer: ArticlePage) => void; reject: (error: unknown) => void; signal: AbortSignal }[] = [];
  const source: ArticleSource = {
    key,
    fetchPage: (page, signal) => new Promise((resolve, reject) => pending.push({ page, resolve, reject, signal })),
  };
  return { source, pending };
}

const titles = (store: ReturnType<typeof createArticlesStore>) => store.getState().list.map((card) => card.title);

test('listLoading is true from the request until the page arrives; page is set on request', async () => {
  const store = createArticlesStore();
  const { source, pending } = deferredSource('de|all');
  store.getState().show(source);
  expect(store.getState()).toMatchObject({ listLoading: true, page: 1, list: [] });
  pending[0]?.resolve(pageOf(1, 3));
  await Promise.resolve();
  await Promise.resolve();
  expect(store.getState()).toMatchObject({ listLoading: false, page: 1, articles: { count: 6, next: '/de/api/articles/?page=2' } });
  expect(titles(store)).toEqual(['A1', 'B1']);
});

test('a further page is appended; a reset empties the list first', async () => {
  const store = createArticlesStore();
  store.getState().show({ key: 'k', fetchPage: async (page) => pageOf(page, 3) });
  await store.getState().requestPage(1, true);
  await store.getState().requestPage(2, false);
  expect(titles(store)).toEqual(['A1', 'B1', 'A2', 'B2']);
  expect(store.getState().page).toBe(2);

  const reset = store.getState().requestPage(3, true);
  expect(store.getState().list).toEqual([]);
  expect(store.getState()).toMatchObject({ page: 3, listLoading: true, articles: null });
  await reset;
  expect(titles(store)).toEqual(['A3', 'B3']);
});

test('loadMore asks for the next page only while there is one and nothing is loading', async () => {
  const fetchPage = jest.fn(async (page: number) => pageOf(page, 2));
  const store = createArticlesStore();
  store.getState().show({ key: 'k', fetchPage });
  store.getState().loadMore();
  expect(fetchPage).toHaveBeenCalledTimes(1);
  await new Promise((resolve) => setTimeout(resolve, 0));
  store.getState().loadMore();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([1, 2]);
  expect(store.getState().articles?.next).toBeNull();
  store.getState().loadMore();
  expect(fetchPage).toHaveBeenCalledTimes(2);
  expect(titles(store)).toEqual(['A1', 'B1', 'A2', 'B2']);
});

test('a new source resets the list and drops the answer of the old one', async () => {
  const store = createArticlesStore();
  const first = deferredSource('de|1');
  const second = deferredSource('de|2');
  store.getState().show(first.source);
  store.getState().show(second.source);
  expect(first.pending[0]?.signal.aborted).toBe(true);
  first.pending[0]?.resolve(pageOf(7, 7));
  second.pending[0]?.resolve(pageOf(1, 1));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(titles(store)).toEqual(['A1', 'B1']);
  store.getState().show(second.source);
  expect(second.pending).toHaveLength(1);
});

test('a failed page keeps what was loaded, offers a retry of that page, and is not "missing"', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let fail = true;
  const fetchPage = jest.fn(async (page: number) => {
    if (page === 2 && fail) throw new ApiError(500, 'boom');
    return pageOf(page, 3);
  });
  const store = createArticlesStore();
  store.getState().show({ key: 'k', fetchPage });
  await new Promise((resolve) => setTimeout(resolve, 0));
  store.getState().loadMore();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(store.getState()).toMatchObject({ failed: true, missing: false, listLoading: false, page: 2 });
  expect(titles(store)).toEqual(['A1', 'B1']);
  store.getState().loadMore();
  expect(fetchPage).toHaveBeenCalledTimes(2);
  fail = false;
  store.getState().retry();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(store.getState().failed).toBe(false);
  expect(titles(store)).toEqual(['A1', 'B1', 'A2', 'B2']);
});

test('an unknown category or tag (404 on the first page) is missing', async () => {
  const store = createArticlesStore();
  store.getState().show({ key: 'k', fetchPage: async () => { throw new ApiError(404, 'Unknown article category.'); } });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(store.getState()).toMatchObject({ failed: true, missing: true, list: [] });
});

test('spec §8: a failed category load gives an empty list; a failed teaser none', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const store = createArticlesStore();
  await store.getState().loadCategories(async () => [{ id: 1, name: 'Essays', style_name: 'teal', slug: 'essays' }]);
  expect(store.getState().category).toHaveLength(1);
  await store.getState().loadCategories(async () => { throw new Error('offline'); });
  expect(store.getState().category).toEqual([]);
  await store.getState().loadTeaser(async () => article(1, 'Titel'));
  expect(store.getState().teaser?.title).toBe('Titel');
  await store.getState().loadTeaser(async () => { throw new Error('offline'); });
  expect(store.getState().teaser).toBeNull();
});
