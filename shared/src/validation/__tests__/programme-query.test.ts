import { formatUrlDate, parseFilterValue, parseProductionsQuery, parseProgrammeQuery, parseUrlDate } from '@festival/shared/validation/programme-query';

describe('parseUrlDate', () => {
  test('reads DD-MM-YYYY as that calendar day at 00:00 UTC', () => {
    expect(parseUrlDate('24-12-2026')?.toISOString()).toBe('2026-12-24T00:00:00.000Z');
    expect(parseUrlDate('29-02-2028')?.toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });

  test.each(['31-02-2026', '29-02-2027', '00-01-2026', '01-13-2026', '1-1-2026', '2026-12-24', '24.12.2026', '', 'x'])(
    'rejects %p',
    (value) => expect(parseUrlDate(value)).toBeNull(),
  );

  test('rejects missing values', () => {
    expect(parseUrlDate(undefined)).toBeNull();
    expect(parseUrlDate(null)).toBeNull();
  });

  test('formats back to the URL form', () => {
    expect(formatUrlDate('2026-03-07')).toBe('07-03-2026');
    expect(formatUrlDate(parseUrlDate('07-03-2026') as Date)).toBe('07-03-2026');
  });
});

describe('parseFilterValue', () => {
  test('reads positive whole numbers', () => {
    expect(parseFilterValue('12')).toBe(12);
  });

  test.each(['0', '-1', '1.5', 'abc', '', ' 3', '1e3'])('rejects %p', (value) => {
    expect(parseFilterValue(value)).toBeNull();
  });
});

describe('parseProgrammeQuery', () => {
  test('empty and missing values mean not set', () => {
    expect(parseProgrammeQuery({ room: '', date: '' })).toEqual({
      ok: true, date: null, filters: { room: null, type: null, tag: null, series: null, genre: null },
    });
  });

  test('reads every filter and the date', () => {
    const parsed = parseProgrammeQuery({ room: '1', type: '2', tag: '3', series: '4', genre: '5', date: '01-12-2026', overlay: 'true' });
    expect(parsed).toEqual({
      ok: true,
      date: new Date(Date.UTC(2026, 11, 1)),
      filters: { room: 1, type: 2, tag: 3, series: 4, genre: 5 },
    });
  });

  test('names the first invalid key', () => {
    expect(parseProgrammeQuery({ room: '1', genre: 'drama' })).toEqual({ ok: false, key: 'genre', value: 'drama' });
    expect(parseProgrammeQuery({ date: '30-02-2026' })).toEqual({ ok: false, key: 'date', value: '30-02-2026' });
  });
});

describe('parseProductionsQuery', () => {
  test('reads season, exhibition type, tag and the date; other keys are not its business', () => {
    expect(parseProductionsQuery({ season: '1', exhibition_type: '2', tag: '3', room: 'x', date: '24-12-2026' })).toEqual({
      ok: true, date: new Date(Date.UTC(2026, 11, 24)), filters: { season: 1, exhibition_type: 2, tag: 3 },
    });
  });

  test('names the invalid key', () => {
    expect(parseProductionsQuery({ season: '2026/27' })).toEqual({ ok: false, key: 'season', value: '2026/27' });
    expect(parseProductionsQuery({ exhibition_type: '0' })).toEqual({ ok: false, key: 'exhibition_type', value: '0' });
    expect(parseProductionsQuery({ date: '2026-12-24' })).toEqual({ ok: false, key: 'date', value: '2026-12-24' });
  });
});
