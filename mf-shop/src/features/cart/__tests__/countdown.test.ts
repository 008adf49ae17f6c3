import { formatCountdown, secondsLeft } from '../model/countdown';

test('seconds left round up and stop at zero', () => {
  expect(secondsLeft(10_000, 0)).toBe(10);
  expect(secondsLeft(10_000, 9_001)).toBe(1);
  expect(secondsLeft(10_000, 10_000)).toBe(0);
  expect(secondsLeft(10_000, 99_999)).toBe(0);
});

test('shown as minutes and two-digit seconds', () => {
  expect(formatCountdown(900)).toBe('15:00');
  expect(formatCountdown(845)).toBe('14:05');
  expect(formatCountdown(9)).toBe('0:09');
  expect(formatCountdown(-3)).toBe('0:00');
});
