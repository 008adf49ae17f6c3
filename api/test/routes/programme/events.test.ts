import { EventDayPage } from '@festival/shared/api-schemas/programme';
import fc from 'fast-check';
import { sql } from 'kysely';
import { berlinDay, berlinInstant } from '@festival/shared/format/berlin-time';
import { expectSchema } from '../../helpers/expect-schema';
import { useTestApp } from '../../helpers/test-app';
import { testNow } from '../../helpers/test-clock';

interface Card { id: number; date_start: string; link: string; name: string; availability: string }
interface Day { date: string; date_start: string; events: Card[] }
interface Page { count: number; next: string | null; previous: string | null; results: Day[] }

const now = testNow();
const t = useTestApp({ now });

async function page(url: string): Promise<Page> {
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expectSchema(EventDayPage, body);
  return body;
}

/** Ids in programme order: each day's events arrive latest first (the list store turns them around). */
const ids = (p: Page) => p.results.flatMap((day) => [...day.events].reverse().map((e) => e.id));

/** Online events matching a condition from an instant on, in programme order, straight from the database. */
async function expectedIds(from: string, where: (q: ReturnType<typeof base>) => ReturnType<typeof base> = (q) => q) {
  const rows = await where(base(from)).execute();
  return rows.map((r) => r.id);
}
function base(from: string) {
  return t.db.kysely.selectFrom('events').select('events.id')
    .where('events.is_online', '=', 1).where('events.date_start', '>=', from)
    .orderBy('events.date_start').orderBy('events.id');
}

test('the first page lists ten events from now, grouped by Berlin day', async () => {
  const p = await page('/de/api/events/');
  const expected = await expectedIds(now.toISOString());
  expect(p.count).toBe(expected.length);
  expect(ids(p)).toEqual(expected.slice(0, 10));
  expect(p.previous).toBeNull();
  expect(p.next).toBe('/de/api/events/?page=2');
  for (const day of p.results) {
    expect(day.date_start).toMatch(new RegExp(`^${day.date}T00:00:00\\+0[12]:00$`));
    for (const event of day.events) expect(berlinDay(new Date(event.date_start))).toBe(day.date);
  }
  expect(new Set(p.results.map((d) => d.date)).size).toBe(p.results.length);
});

test('within a day the latest event comes first', async () => {
  const p = await page('/api/events/?page_size=100');
  const day = p.results.find((d) => d.events.length > 1)!;
  const starts = day.events.map((e) => e.date_start);
  expect(starts).toEqual([...starts].sort().reverse());
});

test('cards link to the localised detail path and carry names in the language', async () => {
  const de = await page('/de/api/events/?page_size=1');
  const en = await page('/en/api/events/?page_size=1');
  const [cardDe] = de.results[0]!.events;
  const [cardEn] = en.results[0]!.events;
  const row = await t.db.kysely.selectFrom('events').selectAll().where('id', '=', cardDe!.id).executeTakeFirstOrThrow();
  expect(cardDe!.link).toBe(`/de/programm/${row.slug}/${row.id}`);
  expect(cardEn!.link).toBe(`/en/programme/${row.slug}/${row.id}`);
  expect(cardDe!.name).toBe(row.title_de);
  expect(cardEn!.name).toBe(row.title_en);
  expect(de.results[0]!.events[0]).toMatchObject({ link_text: 'Zur Veranstaltung', image_thumbnails: { large: `${row.image}?w=1536` } });
  expect(en.results[0]!.events[0]).toMatchObject({ link_text: 'View event' });
});

test.each([
  ['room', 'room_id', 4],
  ['type', 'exhibition_type_id', 2],
  ['genre', 'genre_id', 3],
  ['series', 'series_id', 5],
] as const)('filter %s keeps only matching events', async (key, column, value) => {
  const p = await page(`/api/events/?${key}=${value}&page_size=100`);
  const expected = await expectedIds(now.toISOString(), (q) => q.where(`events.${column}`, '=', value));
  expect(expected.length).toBeGreaterThan(0);
  expect(p.count).toBe(expected.length);
  expect(ids(p)).toEqual(expected.slice(0, 100));
});

test('filter tag keeps events that carry the tag', async () => {
  const p = await page('/api/events/?tag=3&page_size=100');
  const expected = await expectedIds(now.toISOString(), (q) => q.innerJoin('event_event_tags', 'event_event_tags.event_id', 'events.id')
    .where('event_event_tags.event_tag_id', '=', 3));
  expect(expected.length).toBeGreaterThan(0);
  expect(p.count).toBe(expected.length);
  expect(ids(p)).toEqual(expected);
});

test('filters combine with AND', async () => {
  const p = await page('/api/events/?type=1&genre=1&tag=1&page_size=100');
  const expected = await expectedIds(now.toISOString(), (q) => q
    .innerJoin('event_event_tags', 'event_event_tags.event_id', 'events.id')
    .where('event_event_tags.event_tag_id', '=', 1)
    .where('events.exhibition_type_id', '=', 1)
    .where('events.genre_id', '=', 1));
  expect(p.count).toBe(expected.length);
  expect(ids(p)).toEqual(expected);
  const typeOnly = await page('/api/events/?type=1&page_size=1');
  expect(p.count).toBeLessThan(typeOnly.count);
});

test('empty filter values mean no filter', async () => {
  const all = await page('/api/events/?page_size=5');
  const empty = await page('/api/events/?room=&type=&tag=&series=&genre=&page_size=5');
  expect(empty.count).toBe(all.count);
  expect(ids(empty)).toEqual(ids(all));
});

test('date lists from the start of that Berlin day on', async () => {
  const day = berlinDay(new Date(now.getTime() + 10 * 86400000));
  const [y, m, d] = day.split('-');
  const p = await page(`/api/events/?date=${d}-${m}-${y}&page_size=20`);
  const expected = await expectedIds(berlinInstant(day).toISOString());
  expect(p.count).toBe(expected.length);
  expect(ids(p)).toEqual(expected.slice(0, 20));
  expect(p.results[0]!.date).toBe(day);
});

test('a day in the past includes events that already took place', async () => {
  const p = await page('/api/events/?date=01-01-2000&page_size=1');
  const all = await t.db.kysely.selectFrom('events').select((eb) => eb.fn.countAll().as('c')).where('is_online', '=', 1).executeTakeFirstOrThrow();
  expect(p.count).toBe(Number(all.c));
});

test('pages walk the whole list with next and previous, keeping filters', async () => {
  const first = await page('/de/api/events/?type=1&page_size=25');
  const lastPage = Math.ceil(first.count / 25);
  expect(first.next).toBe('/de/api/events/?type=1&page_size=25&page=2');
  const seen = [...ids(first)];
  let current = first;
  while (current.next) {
    current = await page(current.next);
    seen.push(...ids(current));
  }
  expect(seen).toHaveLength(first.count);
  expect(new Set(seen).size).toBe(first.count);
  expect(current.previous).toBe(`/de/api/events/?type=1&page_size=25&page=${lastPage - 1}`);
});

test('a page past the end answers 200 with no results', async () => {
  const p = await page('/api/events/?page=999');
  expect(p.results).toEqual([]);
  expect(p.next).toBeNull();
  expect(p.previous).toBe('/api/events/?page=998');
  expect(p.count).toBeGreaterThan(0);
});

test('availability follows the bookable seats of an event', async () => {
  const soldOut = await t.db.kysely.selectFrom('events').select('events.id')
    .where('events.is_online', '=', 1).where('events.date_start', '>=', now.toISOString())
    .where((eb) => eb.exists(eb.selectFrom('seat_groups').select('id').whereRef('seat_groups.event_id', '=', 'events.id')))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('seat_groups').select('id')
      .whereRef('seat_groups.event_id', '=', 'events.id').where('is_available', '=', 1))))
    .orderBy('events.date_start').orderBy('events.id')
    .executeTakeFirstOrThrow();
  const position = (await expectedIds(now.toISOString())).indexOf(soldOut.id);
  const p = await page(`/api/events/?page_size=1&page=${position + 1}`);
  expect(p.results[0]!.events[0]).toMatchObject({ id: soldOut.id, availability: 'sold_out' });
  const all = await page('/api/events/?page_size=100');
  const kinds = new Set(all.results.flatMap((day) => day.events.map((e) => e.availability)));
  expect([...kinds].sort()).toEqual(['available', 'free', 'limited', 'sold_out']);
});

test.each([
  ['room=abc'], ['type=1.5'], ['tag=-1'], ['series=0'], ['genre=x'], ['date=2026-01-01'], ['date=31-02-2026'],
  ['date=00-01-2026'], ['page=0'], ['page=abc'], ['page_size=101'], ['page_size=0'], ['room=1&room=2'],
])('%s is rejected with 400 and a detail', async (query) => {
  const res = await t.app.inject({ url: `/api/events/?${query}` });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ detail: expect.any(String) });
});

test('unknown query keys are ignored', async () => {
  const res = await t.app.inject({ url: '/api/events/?overlay=true&foo=bar' });
  expect(res.statusCode).toBe(200);
});

test('events that are offline never appear', async () => {
  const offline = await t.db.kysely.selectFrom('events').select('id').where('is_online', '=', 0).execute();
  expect(offline.length).toBeGreaterThan(0);
  const listed = new Set<number>();
  let current: Page = await page('/api/events/?date=01-01-2000&page_size=100');
  ids(current).forEach((id) => listed.add(id));
  while (current.next) {
    current = await page(current.next);
    ids(current).forEach((id) => listed.add(id));
  }
  for (const row of offline) expect(listed.has(row.id)).toBe(false);
  const count = await t.db.kysely.selectFrom('events').select(sql<number>`count(*)`.as('c')).where('is_online', '=', 1).executeTakeFirstOrThrow();
  expect(listed.size).toBe(Number(count.c));
});

test('no query string makes the list or the calendar fail with a 5xx', async () => {
  const value = fc.oneof(fc.string(), fc.integer().map(String), fc.constantFrom('', '0', '01-01-2026', '99-99-9999', '1e99', '%', '[]'));
  const key = fc.constantFrom('room', 'type', 'tag', 'series', 'genre', 'date', 'page', 'page_size', 'lang', 'x');
  await fc.assert(fc.asyncProperty(fc.array(fc.tuple(key, value), { maxLength: 4 }), fc.constantFrom('/api/events/', '/en/api/calendar/', '/de/api/productions/'), async (pairs, path) => {
    const query = pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
    const res = await t.app.inject({ url: `${path}?${query}` });
    expect([200, 400]).toContain(res.statusCode);
  }), { numRuns: 150 });
});
