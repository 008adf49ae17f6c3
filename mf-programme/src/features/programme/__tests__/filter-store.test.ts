import { emptyFilter } from '../model/programme-rules';
import { createFilterStore } from '../stores/filter-store';

const api = { options: jest.fn(), calendar: jest.fn() };

test('the filter the store already holds (the server rendered with it) changes nothing when the URL sets it on load', () => {
  const filter = { ...emptyFilter('2026-06-10'), genre: 2 };
  const store = createFilterStore(api, '2026-06-10', { filter, locale: 'de', options: { room: [], type: [], tag: [], series: [], genre: [] }, availableDates: [] });
  const changed = jest.fn();
  store.subscribe(changed);
  store.getState().setFilter({ ...filter }, '2026-06-10');
  expect(changed).not.toHaveBeenCalled();
  store.getState().setFilter({ ...filter, genre: 3 }, '2026-06-10');
  expect(changed).toHaveBeenCalledTimes(1);
  expect(store.getState().filter.genre).toBe(3);
});
