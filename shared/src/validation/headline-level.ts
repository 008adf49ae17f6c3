/** Spec §3/§9: Headline modules have levels 2 to 6; the page title is the one h1. */
export const MIN_HEADLINE_LEVEL = 2;
export const MAX_HEADLINE_LEVEL = 6;

/** A stored level brought into 2 to 6: what the api answers and the page shows at the most. */
export function clampHeadlineLevel(level: unknown): number {
  const value = typeof level === 'number' && Number.isFinite(level) ? Math.trunc(level) : MIN_HEADLINE_LEVEL;
  return Math.min(MAX_HEADLINE_LEVEL, Math.max(MIN_HEADLINE_LEVEL, value));
}
