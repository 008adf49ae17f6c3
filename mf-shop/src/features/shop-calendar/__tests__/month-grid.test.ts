import { monthWeeks, parseMonth } from '../model/month-grid';

test('a month is laid out in weeks from Monday, with blanks outside it', () => {
  const weeks = monthWeeks('2026-11');
  expect(weeks).toHaveLength(6);
  expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
  expect(weeks[5]).toEqual(['2026-11-30', null, null, null, null, null, null]);
  expect(weeks.flat().filter(Boolean)).toHaveLength(30);
});

test('leap years and months that start on a Monday', () => {
  expect(monthWeeks('2027-02').flat().filter(Boolean)).toHaveLength(28);
  expect(monthWeeks('2028-02').flat().filter(Boolean)).toHaveLength(29);
  expect(monthWeeks('2027-03')[0]?.[0]).toBe('2027-03-01');
});

test('only YYYY-MM is taken as a month', () => {
  expect(parseMonth('2026-12')).toBe('2026-12');
  for (const bad of [undefined, '', '2026-13', '2026-1', '26-12', '2026-12-01']) expect(parseMonth(bad)).toBeNull();
  expect(monthWeeks('nonsense')).toEqual([]);
});
