import type { OpeningHoursEntry } from '@festival/shared/api-schemas/content';
import { openingStatus, rangesText, shortTime } from '../opening-hours';

const range = (time_from: string, time_to: string): OpeningHoursEntry => ({
  time_from, time_to, closed: false, alternative_link_url: '', alternative_text: '',
});
const closed: OpeningHoursEntry = { time_from: null, time_to: null, closed: true, alternative_link_url: '/de/kontakt', alternative_text: 'Heute geschlossen wegen Umbau' };
// 2026-06-10 is a Wednesday; Berlin is UTC+2 in summer.
const at = (berlinClock: string) => new Date(`2026-06-10T${berlinClock}:00+02:00`);
const hours = (opening_hours: OpeningHoursEntry[], opening_hours_exceptions: OpeningHoursEntry[] = []) => ({ opening_hours, opening_hours_exceptions });

test('times lose seconds and a ":00"', () => {
  expect(shortTime('10:00:00')).toBe('10');
  expect(shortTime('18:30:00')).toBe('18:30');
  expect(shortTime('09:05')).toBe('9:05');
});

test('ranges are joined with commas and "und"; German appends "Uhr", English does not', () => {
  const ranges = [{ from: '10:00:00', to: '12:00:00' }, { from: '13:00:00', to: '15:30:00' }, { from: '18:00:00', to: '22:00:00' }];
  expect(rangesText(ranges, 'de', 'und')).toBe('10–12, 13–15:30 und 18–22 Uhr');
  expect(rangesText(ranges, 'en', 'and')).toBe('10–12, 13–15:30 and 18–22');
  expect(rangesText(ranges.slice(0, 1), 'de', 'und')).toBe('10–12 Uhr');
});

test('early before the first opening, open inside a range, early again in a pause, late after the last', () => {
  const today = hours([range('14:00:00', '18:00:00'), range('10:00:00', '12:00:00')]);
  expect(openingStatus(today, at('09:15'), 'de', 'und')).toMatchObject({ state: 'early', time: '10:00:00', ranges: '10–12 und 14–18 Uhr' });
  expect(openingStatus(today, at('10:00'), 'de', 'und')).toMatchObject({ state: 'open', time: '12:00:00' });
  expect(openingStatus(today, at('12:30'), 'de', 'und')).toMatchObject({ state: 'early', time: '14:00:00' });
  expect(openingStatus(today, at('18:00'), 'en', 'and')).toMatchObject({ state: 'late', time: null, ranges: '10–12 and 14–18' });
});

test('exceptions dated today replace the weekday hours, and a closed flag forces closed', () => {
  const moved = hours([range('10:00:00', '18:00:00')], [range('12:00:00', '14:00:00')]);
  expect(openingStatus(moved, at('11:00'), 'de', 'und')).toMatchObject({ state: 'early', time: '12:00:00', ranges: '12–14 Uhr' });

  const shut = hours([range('10:00:00', '18:00:00')], [closed]);
  expect(openingStatus(shut, at('11:00'), 'de', 'und')).toEqual({
    state: 'closed', time: null, ranges: '', alternative: { text: 'Heute geschlossen wegen Umbau', url: '/de/kontakt' },
  });
  expect(openingStatus(hours([]), at('11:00'), 'de', 'und').state).toBe('closed');
});
