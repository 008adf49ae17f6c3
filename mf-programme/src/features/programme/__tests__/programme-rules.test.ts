import {
  emptyFilter, filterQuery, isFilterActive, queryStringFor, readQuery, showResetButton, toggleOption,
} from '../model/programme-rules';

const today = '2026-11-21';
const base = emptyFilter(today);

test('spec §4: clicking an option selects it, clicking the current one clears it, another one replaces it', () => {
  const selected = toggleOption(base, 'room', 3);
  expect(selected.room).toBe(3);
  expect(toggleOption(selected, 'room', 4).room).toBe(4);
  expect(toggleOption(selected, 'room', 3).room).toBeNull();
  expect(toggleOption(selected, 'tag', 3)).toMatchObject({ room: 3, tag: 3 });
});

test('spec §4: the filter is active when any value is set or the date differs from today', () => {
  expect(isFilterActive(base, today)).toBe(false);
  expect(isFilterActive({ ...base, genre: 1 }, today)).toBe(true);
  expect(isFilterActive({ ...base, date: '2026-11-22' }, today)).toBe(true);
});

test.each([
  ['no filter', {}, false],
  ['only another day', { date: '2026-11-30' }, false],
  ['one filter', { room: 1 }, false],
  ['one filter and another day', { room: 1, date: '2026-11-30' }, true],
  ['two filters', { room: 1, series: 2 }, true],
  ['five filters', { room: 1, type: 2, tag: 3, series: 4, genre: 5 }, true],
])('spec §9 reset button with %s: %s', (_name, values, shown) => {
  expect(showResetButton({ ...base, ...values }, today)).toBe(shown);
});

test('spec §5: a valid URL gives the filter; no date means today', () => {
  expect(readQuery({ room: '3', tag: '12', date: '24-12-2026', overlay: 'true' }, today)).toEqual({
    ok: true, filter: { ...base, room: 3, tag: 12, date: '2026-12-24' },
  });
  expect(readQuery({}, today)).toEqual({ ok: true, filter: base });
  expect(readQuery({ room: '' }, today)).toEqual({ ok: true, filter: base });
});

test.each([
  [{ date: '2026-12-24' }, 'date'],
  [{ date: '31-02-2026' }, 'date'],
  [{ date: '1-1-2026' }, 'date'],
  [{ room: 'abc' }, 'room'],
  [{ type: '1.5' }, 'type'],
  [{ tag: '-2' }, 'tag'],
  [{ series: '0' }, 'series'],
  [{ genre: '4x' }, 'genre'],
])('spec §5: %j is invalid and names its key', (query, key) => {
  expect(readQuery(query, today)).toMatchObject({ ok: false, key });
});

test('the URL carries set filters, and the date only when it is not today; other parameters stay', () => {
  expect(filterQuery({ ...base, type: 2, genre: 5 }, today)).toEqual({ type: '2', genre: '5' });
  expect(filterQuery({ ...base, date: '2026-12-01' }, today)).toEqual({ date: '01-12-2026' });
  expect(queryStringFor({ overlay: 'true', room: '9' }, { ...base, tag: 4 }, today)).toBe('overlay=true&tag=4');
  const round = readQuery(Object.fromEntries(new URLSearchParams(queryStringFor({}, { ...base, room: 1, date: '2027-01-05' }, today))), today);
  expect(round).toEqual({ ok: true, filter: { ...base, room: 1, date: '2027-01-05' } });
});
