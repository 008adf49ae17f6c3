import { HEADLINE_LEVELS } from './module-rules';

/** A stored level brought into 2 to 6 (spec §3): what the api answers and the page shows at the most. */
export function clampHeadlineLevel(level: unknown): number {
  const value = typeof level === 'number' && Number.isFinite(level) ? Math.trunc(level) : HEADLINE_LEVELS.min;
  return Math.min(HEADLINE_LEVELS.max, Math.max(HEADLINE_LEVELS.min, value));
}
