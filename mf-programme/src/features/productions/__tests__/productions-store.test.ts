import type { FilterOption, ProductionCard, ProductionPage } from '@festival/shared/api-schemas/programme';
import { createProductionsStore, productionsQuery, type ProductionsState } from '../stores/productions-store';

const card = (id: number) => ({ id, title: `P${id}` }) as unknown as ProductionCard;
const page = (ids: number[], next: string | null): ProductionPage => ({ count: 30, next, previous: null, results: ids.map(card) });
const ids = (state: ProductionsState) => state.productions.map((production) => production.id);
const noOptions = () => Promise.resolve([] as FilterOption[]);

test('listLoading is true from the request until the page arrives; the page is set on request and its results appended', async () => {
  let resolve: (value: ProductionPage) => void = () => undefined;
  const productions = jest.fn()
    .mockResolvedValueOnce(page([1, 2], '/next'))
    .mockReturnValueOnce(new Promise<ProductionPage>((done) => (resolve = done)));
  const store = createProductionsStore({ productions, options: noOptions });
  await store.getState().loadPage({ locale: 'de', page: 1, reset: true });
  const second = store.getState().loadPage({ locale: 'de', page: 2, reset: false });
  expect(store.getState()).toMatchObject({ page: 2, listLoading: true });
  expect(ids(store.getState())).toEqual([1, 2]);
  resolve(page([3], null));
  await second;
  expect(store.getState()).toMatchObject({ page: 2, listLoading: false, list: { count: 30, next: null } });
  expect(ids(store.getState())).toEqual([1, 2, 3]);
});

test('pages not greater than the current one are ignored unless a reset is asked for', async () => {
  const productions = jest.fn()
    .mockResolvedValueOnce(page([1], '/next'))
    .mockResolvedValueOnce(page([2], '/next'))
    .mockResolvedValueOnce(page([9], null));
  const store = createProductionsStore({ productions, options: noOptions });
  await store.getState().loadPage({ locale: 'de', page: 1, reset: true });
  await store.getState().loadPage({ locale: 'de', page: 2, reset: false });
  await store.getState().loadPage({ locale: 'de', page: 2, reset: false });
  await store.getState().loadPage({ locale: 'de', page: 1, reset: false });
  expect(productions).toHaveBeenCalledTimes(2);
  await store.getState().loadPage({ locale: 'de', page: 1, reset: true });
  expect(productions).toHaveBeenCalledTimes(3);
  expect(ids(store.getState())).toEqual([9]);
});

test('a reset empties the list first, then loads with the filter and date', async () => {
  const productions = jest.fn()
    .mockResolvedValueOnce(page([1, 2], '/next'))
    .mockResolvedValueOnce(page([5], null));
  const store = createProductionsStore({ productions, options: noOptions });
  await store.getState().loadPage({ locale: 'de', page: 1, reset: true });
  const seen: number[][] = [];
  const unsubscribe = store.subscribe((state) => seen.push(ids(state)));
  store.getState().setFilter({ season: 3, exhibition_type: null, tag: 7 }, '2026-12-24');
  await store.getState().loadPage({ locale: 'en', page: 1, reset: true });
  unsubscribe();
  expect(seen).toEqual([[1, 2], [], [], [5]]);
  expect(productions).toHaveBeenLastCalledWith({ season: '3', tag: '7', date: '24-12-2026' }, 1, 'en');
});

test('an older answer arriving after a reset is dropped', async () => {
  let resolveFirst: (value: ProductionPage) => void = () => undefined;
  const productions = jest.fn()
    .mockReturnValueOnce(new Promise<ProductionPage>((done) => (resolveFirst = done)))
    .mockResolvedValueOnce(page([8], null));
  const store = createProductionsStore({ productions, options: noOptions });
  const first = store.getState().loadPage({ locale: 'de', page: 1, reset: true });
  await store.getState().loadPage({ locale: 'de', page: 1, reset: true });
  resolveFirst(page([1], null));
  await first;
  expect(ids(store.getState())).toEqual([8]);
});

test('a failed page stops loading and may be asked for again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const productions = jest.fn()
    .mockResolvedValueOnce(page([1], '/next'))
    .mockRejectedValueOnce(new Error('500'))
    .mockResolvedValueOnce(page([2], null));
  const store = createProductionsStore({ productions, options: noOptions });
  await store.getState().loadPage({ locale: 'de', page: 1, reset: true });
  await store.getState().loadPage({ locale: 'de', page: 2, reset: false });
  expect(store.getState()).toMatchObject({ listLoading: false, listFailed: true, page: 1 });
  await store.getState().loadPage({ locale: 'de', page: 2, reset: false });
  expect(ids(store.getState())).toEqual([1, 2]);
  expect(console.error).toHaveBeenCalled();
});

test('each filter option list loads once; a failed list loads again on the next call', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const options = jest.fn(async (key: string) => {
    if (key === 'tag' && options.mock.calls.filter(([called]) => called === 'tag').length === 1) throw new Error('500');
    return [{ id: 1, name: key }];
  });
  const store = createProductionsStore({ productions: jest.fn(), options });
  await store.getState().loadOptions('de');
  expect(store.getState().options).toEqual({ season: [{ id: 1, name: 'season' }], exhibition_type: [{ id: 1, name: 'exhibition_type' }], tag: null });
  expect(store.getState().optionsFailed.tag).toBe(true);
  await store.getState().loadOptions('de');
  await store.getState().loadOptions('de');
  expect(options.mock.calls.map(([key]) => key).sort()).toEqual(['exhibition_type', 'season', 'tag', 'tag']);
  expect(store.getState().options.tag).toEqual([{ id: 1, name: 'tag' }]);
  expect(store.getState().optionsLoading).toEqual({ season: false, exhibition_type: false, tag: false });
});

test('the query carries set filters and the date as DD-MM-YYYY', () => {
  expect(productionsQuery({ season: null, exhibition_type: 4, tag: null }, null)).toEqual({ exhibition_type: '4' });
  expect(productionsQuery({ season: 1, exhibition_type: null, tag: 2 }, '2027-01-05')).toEqual({ season: '1', tag: '2', date: '05-01-2027' });
});
