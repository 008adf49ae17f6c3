import { FILTER_KEYS, randomEventsPath, seededRandom, type FilterOptionIds } from '../../bench/random-filters';

const ids = (count: number, from = 1) => Array.from({ length: count }, (_, index) => from + index);
/** About as many options as the seeded festival has; series left empty to show an empty kind is never asked. */
const OPTIONS: FilterOptionIds = { room: ids(10), type: ids(4), tag: ids(8), series: [], genre: ids(7, 20) };
const TODAY = new Date('2026-11-23T12:00:00Z');

function draw(count: number, seed = 7): URL[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => new URL(randomEventsPath('de', OPTIONS, random, TODAY), 'http://bench'));
}

describe('randomEventsPath', () => {
  it('asks the German events list with known filters, real option ids and a day-month-year date', () => {
    for (const url of draw(500)) {
      expect(url.pathname).toBe('/de/api/events/');
      expect(url.searchParams.get('page_size')).toBe('10');
      expect(Number(url.searchParams.get('page'))).toBeGreaterThanOrEqual(1);
      for (const [key, value] of url.searchParams) {
        if (key === 'date') expect(value).toMatch(/^\d{2}-\d{2}-20\d{2}$/);
        else if (key !== 'page' && key !== 'page_size') {
          expect(key).not.toBe('series');
          expect(FILTER_KEYS).toContain(key);
          expect(OPTIONS[key as keyof FilterOptionIds]).toContain(Number(value));
        }
      }
    }
  });

  it('mostly asks lists not asked before, so a list cache rarely answers', () => {
    const paths = draw(1000).map((url) => url.search);
    expect(new Set(paths).size).toBeGreaterThan(850);
  });

  it('asks the same sequence for the same seed', () => {
    expect(draw(20, 3).map(String)).toEqual(draw(20, 3).map(String));
    expect(draw(20, 3).map(String)).not.toEqual(draw(20, 4).map(String));
  });
});
