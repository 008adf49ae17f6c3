import { eventListWindow, quickFilterWindow } from '../event-list-window';

const at = (iso: string) => new Date(iso);
const iso = (window: { from: Date; to: Date | null } | null) => window && { from: window.from.toISOString(), to: window.to?.toISOString() ?? null };

describe('next_3_days: today and the two following Berlin days, from now', () => {
  test('on a Wednesday morning', () => {
    expect(iso(quickFilterWindow('next_3_days', at('2026-11-18T09:00:00Z')))).toEqual({
      from: '2026-11-18T09:00:00.000Z', to: '2026-11-20T23:00:00.000Z',
    });
  });

  test('half past midnight in Berlin is already the next day', () => {
    expect(iso(quickFilterWindow('next_3_days', at('2026-11-20T23:30:00Z')))?.to).toBe('2026-11-23T23:00:00.000Z');
  });
});

describe('weekend: Friday to Sunday, the current one or the coming one', () => {
  test.each([
    ['Monday', '2026-11-23T07:00:00Z', '2026-11-26T23:00:00.000Z', '2026-11-29T23:00:00.000Z'],
    ['Wednesday', '2026-11-18T09:00:00Z', '2026-11-19T23:00:00.000Z', '2026-11-22T23:00:00.000Z'],
    ['Thursday just before midnight', '2026-11-19T22:59:00Z', '2026-11-19T23:00:00.000Z', '2026-11-22T23:00:00.000Z'],
  ])('on a %s it is the coming weekend', (_day, now, from, to) => {
    expect(iso(quickFilterWindow('weekend', at(now)))).toEqual({ from, to });
  });

  test.each([
    ['Friday', '2026-11-20T10:00:00Z'],
    ['Saturday, just after midnight in Berlin', '2026-11-20T23:30:00Z'],
    ['Sunday evening', '2026-11-22T19:00:00Z'],
  ])('on a %s it is the current weekend, from now', (_day, now) => {
    expect(iso(quickFilterWindow('weekend', at(now)))).toEqual({ from: new Date(now).toISOString(), to: '2026-11-22T23:00:00.000Z' });
  });

  test('the weekend summer time ends starts at CEST midnight and ends at CET midnight', () => {
    expect(iso(quickFilterWindow('weekend', at('2026-10-22T12:00:00Z')))).toEqual({
      from: '2026-10-22T22:00:00.000Z', to: '2026-10-25T23:00:00.000Z',
    });
  });
});

describe('the module range', () => {
  const now = at('2026-11-18T09:00:00Z');

  test('without a quick filter: date_from defaults to now, date_to may stay open', () => {
    expect(iso(eventListWindow({ dateFrom: '', dateTo: null, filters: '' }, now))).toEqual({ from: '2026-11-18T09:00:00.000Z', to: null });
    expect(iso(eventListWindow({ dateFrom: '2026-12-01T00:00:00.000Z', dateTo: '2026-12-24T00:00:00.000Z', filters: '' }, now))).toEqual({
      from: '2026-12-01T00:00:00.000Z', to: '2026-12-24T00:00:00.000Z',
    });
  });

  test('a quick filter narrows the range to both limits', () => {
    expect(iso(eventListWindow({ dateFrom: '2026-11-21T12:00:00.000Z', dateTo: '2026-11-22T12:00:00.000Z', filters: 'weekend' }, now))).toEqual({
      from: '2026-11-21T12:00:00.000Z', to: '2026-11-22T12:00:00.000Z',
    });
    expect(iso(eventListWindow({ dateFrom: '', dateTo: '2026-12-31T00:00:00.000Z', filters: 'next_3_days' }, now))).toEqual({
      from: '2026-11-18T09:00:00.000Z', to: '2026-11-20T23:00:00.000Z',
    });
  });
});
