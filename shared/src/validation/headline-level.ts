/** Spec §3: headline levels 2 to 6 (the page's own title is the h1). Kept apart from the module rules so pages read it without the schema library. */
export const HEADLINE_LEVELS = { min: 2, max: 6 } as const;

/** A stored level brought into 2 to 6 (spec §3): what the api answers and the page shows at the most. */
export function clampHeadlineLevel(level: unknown): number {
  const value = typeof level === 'number' && Number.isFinite(level) ? Math.trunc(level) : HEADLINE_LEVELS.min;
  return Math.min(HEADLINE_LEVELS.max, Math.max(HEADLINE_LEVELS.min, value));
}
