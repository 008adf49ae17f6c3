import { filtersFromQuery, isFiltered, queryWith, queryWithoutFilters } from '../components/programme-query';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('valid filters and date are kept, other parameters ignored', () => {
  expect(filtersFromQuery({ room: '3', tag: '12', date: '21-11-2026', overlay: 'true' })).toEqual({ room: '3', tag: '12', date: '21-11-2026' });
});

test('spec §5: a non-numeric filter or an impossible day is reported and left out', () => {
  expect(filtersFromQuery({ room: 'abc', date: '31-02-2026', genre: '4' })).toEqual({ genre: '4' });
  expect(console.error).toHaveBeenCalledTimes(2);
});

test('a filter is active when any value is set', () => {
  expect(isFiltered({})).toBe(false);
  expect(isFiltered({ series: '2' })).toBe(true);
});

test('setting, clearing and resetting keep unrelated parameters', () => {
  expect(queryWith({ overlay: 'true' }, 'room', '5')).toBe('overlay=true&room=5');
  expect(queryWith({ room: '5', tag: '1' }, 'room', null)).toBe('tag=1');
  expect(queryWithoutFilters({ room: '5', date: '01-12-2026', overlay: 'true' })).toBe('overlay=true');
});
