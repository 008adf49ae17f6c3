import { isOnline, nextWindowChange, windowBound } from '../online-window';

test('a bound without a zone is Berlin wall-clock time, in winter and in summer', () => {
  expect(windowBound('2026-11-22T10:00')).toBe(Date.parse('2026-11-22T09:00:00Z'));
  expect(windowBound('2026-07-01T10:00:00')).toBe(Date.parse('2026-07-01T08:00:00Z'));
  expect(windowBound('2026-11-22')).toBe(Date.parse('2026-11-21T23:00:00Z'));
});

test('a bound with a zone or offset is that instant', () => {
  expect(windowBound('2026-11-22T10:00:00Z')).toBe(Date.parse('2026-11-22T10:00:00Z'));
  expect(windowBound('2026-11-22T10:00:00+05:00')).toBe(Date.parse('2026-11-22T05:00:00Z'));
});

test('empty and unreadable bounds are open', () => {
  expect(windowBound(null)).toBeNull();
  expect(windowBound('  ')).toBeNull();
  expect(windowBound('soon')).toBeNull();
});

test('online from online_from inclusive until online_to exclusive', () => {
  const window = { online_from: '2026-11-22T10:00', online_to: '2026-11-22T12:00' };
  expect(isOnline(window, new Date('2026-11-22T08:59:59.999Z'))).toBe(false);
  expect(isOnline(window, new Date('2026-11-22T09:00:00Z'))).toBe(true);
  expect(isOnline(window, new Date('2026-11-22T10:59:59.999Z'))).toBe(true);
  expect(isOnline(window, new Date('2026-11-22T11:00:00Z'))).toBe(false);
  expect(isOnline({ online_from: null, online_to: null }, new Date(0))).toBe(true);
});

test('the next change is the nearest future bound of any window', () => {
  const now = new Date('2026-11-22T09:30:00Z');
  const windows = [
    { online_from: '2026-11-22T10:00', online_to: '2026-11-23T10:00' },
    { online_from: null, online_to: '2026-11-22T11:00:00Z' },
    { online_from: '2026-11-20T10:00', online_to: null },
  ];
  expect(nextWindowChange(windows, now)).toBe(Date.parse('2026-11-22T11:00:00Z'));
  expect(nextWindowChange([{ online_from: null, online_to: null }], now)).toBeNull();
});
