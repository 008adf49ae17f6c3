/** Random programme-list requests as visitors make them: a few filters, often a day, mostly page 1. */

export const FILTER_KEYS = ['room', 'type', 'tag', 'series', 'genre'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type FilterOptionIds = Record<FilterKey, number[]>;

const FILTER_CHANCE = 0.35;
const DATE_CHANCE = 0.8;
const DAYS_AHEAD = 365;

/** mulberry32: a small seeded generator, so two runs ask the same sequence of lists. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(values: readonly T[], random: () => number): T => values[Math.floor(random() * values.length)]!;

/** The list's date parameter (spec §4: day-month-year with dashes). */
function urlDate(day: Date): string {
  return [day.getUTCDate(), day.getUTCMonth() + 1].map((part) => String(part).padStart(2, '0')).join('-') + `-${day.getUTCFullYear()}`;
}

export function randomEventsPath(locale: string, options: FilterOptionIds, random: () => number, today: Date): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    if (options[key].length > 0 && random() < FILTER_CHANCE) params.set(key, String(pick(options[key], random)));
  }
  if (random() < DATE_CHANCE) params.set('date', urlDate(new Date(today.getTime() + Math.floor(random() * DAYS_AHEAD) * 86400000)));
  params.set('page', String(random() < 0.7 ? 1 : 2 + Math.floor(random() * 3)));
  params.set('page_size', '10');
  return `/${locale}/api/events/?${params.toString()}`;
}
