import { berlinDay, berlinInstant } from '@festival/shared/format/berlin-time';

/** Set by the suite's global setup: the instant every test app's clock starts at. */
export const TEST_NOW_ENV = 'TEST_NOW';

/**
 * The run's "now": 09:00 Berlin time on the day the run started. The seed places its first events
 * later that day, so what is upcoming, on sale or closed does not depend on the hour a run starts.
 */
export function testNow(): Date {
  const fixed = process.env[TEST_NOW_ENV];
  return fixed ? new Date(fixed) : berlinInstant(berlinDay(new Date()), 9, 0);
}

/** Fixes the run's "now" for every test file (the global setup calls it before any worker starts). */
export function fixTestNow(): void {
  process.env[TEST_NOW_ENV] ??= testNow().toISOString();
}
