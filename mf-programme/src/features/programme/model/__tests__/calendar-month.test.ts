import dayjs from 'dayjs';
import 'dayjs/locale/de';
import { calendarMonth } from '../calendar-month';

test('a month in Monday-first weeks, with empty cells outside it and each day named in full', () => {
  // 1 June 2026 is a Monday; the 30th a Tuesday.
  const june = calendarMonth('2026-06', 'de');
  expect(june.title).toBe('Juni 2026');
  expect(june.weekdays).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
  expect(june.weeks).toHaveLength(5);
  expect(june.weeks[0]![0]).toEqual({ day: '2026-06-01', label: 'Montag, 1. Juni 2026' });
  expect(june.weeks[4]!.map((cell) => cell?.day ?? null)).toEqual(['2026-06-29', '2026-06-30', null, null, null, null, null]);
  expect([june.previous, june.next]).toEqual(['2026-05', '2026-07']);
});

test('a month starting on a Sunday leads with six empty cells; the year turns at its ends', () => {
  // 1 March 2026 is a Sunday, in the week summer time starts: calendar days take no time zone.
  const march = calendarMonth('2026-03', 'en');
  expect(march.weeks[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
  expect(march.weeks[0]![6]).toEqual({ day: '2026-03-01', label: 'Sunday, 1. March 2026' });
  expect(march.weeks.flat().filter(Boolean)).toHaveLength(31);
  expect(march.weekdays[0]).toBe('Mo');
  expect([calendarMonth('2026-01', 'en').previous, calendarMonth('2026-12', 'en').next]).toEqual(['2025-12', '2027-01']);
});

test('each language draws its own month', () => {
  expect(calendarMonth('2026-10', 'en').title).toBe('October 2026');
  expect(calendarMonth('2026-10', 'de').title).toBe('Oktober 2026');
});

test('every day of five years is named as dayjs formats it, in both languages, leap days too', () => {
  for (const locale of ['de', 'en'] as const) {
    for (let day = dayjs('2024-01-01').locale(locale); day.year() < 2029; day = day.add(1, 'day')) {
      const month = calendarMonth(day.format('YYYY-MM'), locale);
      expect(month.title).toBe(day.format('MMMM YYYY'));
      const cell = month.weeks.flat().find((drawn) => drawn?.day === day.format('YYYY-MM-DD'));
      expect(cell?.label).toBe(day.format('dddd, D. MMMM YYYY'));
      // Monday-first columns
      expect(month.weeks.find((week) => week.includes(cell!))!.indexOf(cell!)).toBe((day.day() + 6) % 7);
    }
  }
});
