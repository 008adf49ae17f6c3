import dayjs from 'dayjs';
import { TIME_ZONE } from '../berlin-time';
import { DATE_FORMAT, berlinToday, berlinWallClock, formatDate, formatDateTime, formatTime, inBerlin } from '../dates';

describe('dates in Europe/Berlin', () => {
  test('the spec date format in German and English', () => {
    expect(DATE_FORMAT).toBe('ddd, D. MMMM YYYY');
    expect(formatDate('2026-11-21T18:30:00.000Z', 'de')).toBe('Sa., 21. November 2026');
    expect(formatDate('2026-11-21T18:30:00.000Z', 'en')).toBe('Sat, 21. November 2026');
  });

  test('an instant late in the UTC day falls on the next Berlin day', () => {
    expect(TIME_ZONE).toBe('Europe/Berlin');
    expect(formatDate('2026-11-21T23:30:00.000Z', 'de')).toBe('So., 22. November 2026');
  });

  test('summer time shifts by two hours', () => {
    expect(formatTime('2026-07-01T17:00:00.000Z', 'en')).toBe('19:00');
    expect(formatTime('2026-12-01T17:00:00.000Z', 'en')).toBe('18:00');
  });

  test('times lose their seconds and German appends Uhr after a no-break space', () => {
    expect(formatTime('19:30:00', 'de')).toBe('19:30\u00a0Uhr');
    expect(formatTime('9:05:00', 'en')).toBe('09:05');
    expect(formatTime('2026-11-21T18:30:00.000Z', 'de')).toBe('19:30\u00a0Uhr');
  });

  test('date and time together', () => {
    expect(formatDateTime('2026-11-21T18:30:00.000Z', 'de')).toBe('Sa., 21. November 2026, 19:30\u00a0Uhr');
  });

  test('today is the Berlin calendar day', () => {
    expect(berlinToday(new Date('2026-11-21T23:30:00.000Z'))).toBe('2026-11-22');
  });
});

test('inBerlin reads an instant on Berlin\'s clock as dayjs\'s tz() does, across both changes of time', () => {
  const instants = [
    '2026-03-29T00:59:59.000Z', '2026-03-29T01:00:00.000Z', // summer time begins at 01:00 UTC
    '2026-10-25T00:59:59.000Z', '2026-10-25T01:00:00.000Z', // and ends at 01:00 UTC
    '2026-12-31T23:30:00.250Z', '2026-06-10T10:15:00.000Z', '1999-01-01T00:00:00.000Z',
  ];
  for (const instant of instants) {
    const expected = dayjs(instant).tz(TIME_ZONE);
    const actual = inBerlin(instant, 'en');
    expect(actual.format('YYYY-MM-DD HH:mm:ss.SSS Z')).toBe(expected.format('YYYY-MM-DD HH:mm:ss.SSS Z'));
    expect(actual.valueOf()).toBe(expected.valueOf());
    expect(actual.day()).toBe(expected.day());
  }
  expect(inBerlin('kein Datum', 'de').isValid()).toBe(false);
});

test('Berlin\'s offset agrees with the time-zone database every day from 1990 to 2037 and a second either side of each change', () => {
  const clock = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
  const zoneOffset = (time: number) => {
    const part = (type: string) => Number(clock.formatToParts(time).find((entry) => entry.type === type)?.value);
    return (Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - (time - (time % 1000))) / 60_000;
  };
  const disagreements: string[] = [];
  const check = (time: number) => {
    if (inBerlin(new Date(time), 'de').utcOffset() !== zoneOffset(time)) disagreements.push(new Date(time).toISOString());
  };
  const day = 86_400_000;
  let changes = 0;
  for (let time = Date.UTC(1990, 0, 1, 12); time < Date.UTC(2038, 0, 1); time += day) {
    check(time);
    if (zoneOffset(time) === zoneOffset(time + day)) continue;
    // The change within the day, to the second.
    let [before, after] = [time, time + day];
    while (after - before > 1000) {
      const middle = before + Math.floor((after - before) / 2000) * 1000;
      if (zoneOffset(middle) === zoneOffset(before)) before = middle;
      else after = middle;
    }
    [before - 1000, before, after, after + 1000].forEach(check);
    changes += 1;
  }
  expect(changes).toBe(96);
  expect(disagreements).toEqual([]);
});

test.each(['2026-01-15T12:00:00Z', '2026-07-15T12:00:00Z'])('a Berlin wall-clock time reads as dayjs\'s tz() reads it, the skipped and repeated hours included (now %s)', (now) => {
  jest.useFakeTimers({ now: new Date(now), doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask', 'nextTick', 'setImmediate'] });
  try {
    const texts: string[] = ['2026-11-28 18:30', '2026-11-28T18:30:00', '1985-06-01T12:00:00', 'kein Datum'];
    for (const [day, hours] of [['2026-03-29', [0, 1, 2, 3, 4]], ['2026-10-25', [0, 1, 2, 3, 4]], ['2031-03-30', [1, 2, 3]], ['2031-10-26', [1, 2, 3]]] as const) {
      for (const hour of hours) for (const minute of [0, 30, 59]) texts.push(`${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00`);
    }
    for (const text of texts) {
      const expected = dayjs.tz(text, TIME_ZONE).valueOf();
      expect([text, berlinWallClock(text).getTime()]).toEqual([text, expected]);
    }
  } finally {
    jest.useRealTimers();
  }
});
