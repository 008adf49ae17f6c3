import { yieldToMain } from './yield-to-main';

/**
 * Evaluates the app's modules a few at a time, one task each: evaluated in one go they were the
 * longest task of a page's start-up (70 ms here, some 400 ms on a mid-tier phone), during which
 * a tap waited. Each step imports what the next ones build on, so no later step evaluates much
 * of what an earlier one could have.
 */
export async function evaluateInTasks(steps: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  for (const step of steps) {
    await step();
    await yieldToMain();
  }
}
