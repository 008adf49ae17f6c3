import { addDays, berlinDay, berlinInstant, berlinIsoWithOffset, berlinOffsetMinutes, isoWeekday } from '../berlin-time';

test('offsets follow daylight saving time', () => {
  expect(berlinOffsetMinutes(new Date('2026-01-15T12:00:00Z'))).toBe(60);
  expect(berlinOffsetMinutes(new Date('2026-07-15T12:00:00Z'))).toBe(120);
  // Summer time starts 2026-03-29 at 01:00 UTC and ends 2026-10-25 at 01:00 UTC.
  expect(berlinOffsetMinutes(new Date('2026-03-29T00:59:59Z'))).toBe(60);
  expect(berlinOffsetMinutes(new Date('2026-03-29T01:00:00Z'))).toBe(120);
  expect(berlinOffsetMinutes(new Date('2026-10-25T00:59:59Z'))).toBe(120);
  expect(berlinOffsetMinutes(new Date('2026-10-25T01:00:00Z'))).toBe(60);
});

test('the Berlin day of an instant turns at Berlin midnight', () => {
  expect(berlinDay(new Date('2026-11-21T22:59:59Z'))).toBe('2026-11-21');
  expect(berlinDay(new Date('2026-11-21T23:00:00Z'))).toBe('2026-11-22');
  expect(berlinDay(new Date('2026-07-01T21:59:59Z'))).toBe('2026-07-01');
  expect(berlinDay(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
});

test('wall-clock times become instants, also on switch days', () => {
  expect(berlinInstant('2026-11-22').toISOString()).toBe('2026-11-21T23:00:00.000Z');
  expect(berlinInstant('2026-07-02', 19, 30).toISOString()).toBe('2026-07-02T17:30:00.000Z');
  expect(berlinInstant('2026-03-29', 12).toISOString()).toBe('2026-03-29T10:00:00.000Z');
  expect(berlinInstant('2026-10-25', 12).toISOString()).toBe('2026-10-25T11:00:00.000Z');
  expect(berlinInstant('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
});

test('ISO with offset and day arithmetic', () => {
  expect(berlinIsoWithOffset(berlinInstant('2026-11-22'))).toBe('2026-11-22T00:00:00+01:00');
  expect(berlinIsoWithOffset(new Date('2026-07-02T21:59:59Z'))).toBe('2026-07-02T23:59:59+02:00');
  expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
});

test('ISO weekdays run from Monday 1 to Sunday 7', () => {
  expect(isoWeekday('2026-11-23')).toBe(1);
  expect(isoWeekday('2026-11-21')).toBe(6);
  expect(isoWeekday('2026-11-22')).toBe(7);
});
