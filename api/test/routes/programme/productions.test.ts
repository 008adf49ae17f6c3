import { ProductionDetail, ProductionPage } from '@festival/shared/api-schemas/programme';
import { expectSchema } from '../../helpers/expect-schema';
import { useTestApp } from '../../helpers/test-app';
import { testNow } from '../../helpers/test-clock';

interface Card { id: number; date_start: string | null; season: { id: number } | null; exhibition_type: { id: number } | null }
interface Page { count: number; next: string | null; previous: string | null; results: Card[] }

const now = testNow();
const t = useTestApp({ now });

async function page(url: string): Promise<Page> {
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(200);
  expectSchema(ProductionPage, res.json());
  return res.json();
}

test('productions page 12 at a time, soonest performance first', async () => {
  const first = await page('/de/api/productions/');
  expect(first.count).toBe(40);
  expect(first.results).toHaveLength(12);
  expect(first.next).toBe('/de/api/productions/?page=2');
  const all: Card[] = [...first.results];
  let current = first;
  while (current.next) {
    current = await page(current.next);
    all.push(...current.results);
  }
  expect(all).toHaveLength(40);
  expect(current.previous).toBe('/de/api/productions/?page=3');
  const scheduled = all.filter((card) => card.date_start !== null);
  expect(scheduled.length).toBeGreaterThan(0);
  expect(all.slice(scheduled.length).every((card) => card.date_start === null)).toBe(true);
});

test('season, exhibition type and tag filter and combine', async () => {
  const season = await page('/api/productions/?season=3&page_size=100');
  expect(season.count).toBe(6);
  expect(season.results.every((card) => card.season?.id === 3)).toBe(true);
  const type = await page('/api/productions/?exhibition_type=3&page_size=100');
  expect(type.count).toBeGreaterThan(0);
  expect(type.results.every((card) => card.exhibition_type?.id === 3)).toBe(true);
  const tagged = await t.db.kysely.selectFrom('production_production_tags').select('production_id').where('production_tag_id', '=', 2).execute();
  const tag = await page('/api/productions/?tag=2&page_size=100');
  expect(tag.results.map((card) => card.id).sort((a, b) => a - b)).toEqual(tagged.map((r) => r.production_id).sort((a, b) => a - b));
  const both = await page('/api/productions/?tag=2&season=2&page_size=100');
  expect(both.results.every((card) => card.season?.id === 2 && tagged.some((r) => r.production_id === card.id))).toBe(true);
  expect(both.count).toBeLessThanOrEqual(tag.count);
});

test('date keeps productions still playing on or after that day', async () => {
  const withEvents = await page('/api/productions/?date=01-01-2000&page_size=100');
  expect(withEvents.count).toBe(30);
  const far = await page('/api/productions/?date=01-01-2999');
  expect(far).toEqual({ count: 0, next: null, previous: null, results: [] });
});

test('a production detail lists its events, authors and tags in the language', async () => {
  const de = (await t.app.inject({ url: '/de/api/productions/1/' })).json();
  const en = (await t.app.inject({ url: '/en/api/productions/1/' })).json();
  expectSchema(ProductionDetail, de);
  const row = await t.db.kysely.selectFrom('productions').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  expect(de).toMatchObject({ id: 1, title: row.title_de, description: row.description_de, show_booking_button: row.show_booking_button === 1 });
  expect(en).toMatchObject({ title: row.title_en, description: row.description_en });
  expect(de.urls).toEqual({ de: `/de/produktionen/${row.slug}/1`, en: `/en/productions/${row.slug}/1` });
  const events = await t.db.kysely.selectFrom('events').select('id').where('production_id', '=', 1).where('is_online', '=', 1)
    .orderBy('date_start').orderBy('id').execute();
  expect(de.events.map((e: { id: number }) => e.id)).toEqual(events.map((e) => e.id));
  expect(de.authors.length).toBeGreaterThan(0);
  expect(de.tags.length).toBeGreaterThan(0);
  expect(de.date_start).toBe(de.events[0].date_start);
});

test('unknown productions are 404, bad values 400', async () => {
  expect((await t.app.inject({ url: '/api/productions/999/' })).statusCode).toBe(404);
  for (const query of ['season=x', 'tag=0', 'exhibition_type=-2', 'date=2026-12-01', 'page=0', 'page_size=500']) {
    const res = await t.app.inject({ url: `/api/productions/?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: expect.any(String) });
  }
});
