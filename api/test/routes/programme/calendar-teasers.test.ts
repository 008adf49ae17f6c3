import { Calendar, ProgrammeTeaserList } from '@festival/shared/api-schemas/programme';
import { addDays, berlinDay, berlinInstant } from '@festival/shared/format/berlin-time';
import { expectSchema } from '../../helpers/expect-schema';
import { useTestApp } from '../../helpers/test-app';
import { testNow } from '../../helpers/test-clock';

const now = testNow();
const t = useTestApp({ now });

/** Berlin days with an online event matching the filter, computed from the rows. */
async function expectedDays(from: string, to: string | null, filter: { genre?: number; tag?: number } = {}) {
  let query = t.db.kysely.selectFrom('events').select('events.date_start')
    .where('events.is_online', '=', 1).where('events.date_start', '>=', from);
  if (to) query = query.where('events.date_start', '<', to);
  if (filter.genre) query = query.where('events.genre_id', '=', filter.genre);
  if (filter.tag) {
    query = query.innerJoin('event_event_tags', 'event_event_tags.event_id', 'events.id').where('event_event_tags.event_tag_id', '=', filter.tag);
  }
  const rows = await query.execute();
  return [...new Set(rows.map((r) => berlinDay(new Date(r.date_start))))].sort();
}

async function calendar(url: string): Promise<string[]> {
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(200);
  expectSchema(Calendar, res.json());
  return res.json().availableDates;
}

test('without a date, every day from today with an event', async () => {
  const days = await calendar('/api/calendar/');
  expect(days).toEqual(await expectedDays(berlinInstant(berlinDay(now)).toISOString(), null));
  expect(days.length).toBeGreaterThanOrEqual(59);
  expect(days[0]).toBe(berlinDay(now));
});

test('a date anchors one month', async () => {
  const inAMonth = berlinDay(new Date(now.getTime() + 30 * 86400000));
  const [y, m] = inAMonth.split('-');
  const days = await calendar(`/de/api/calendar/?date=15-${m}-${y}`);
  const monthStart = `${y}-${m}-01`;
  const next = `${addDays(monthStart, 32).slice(0, 7)}-01`;
  expect(days).toEqual(await expectedDays(berlinInstant(monthStart).toISOString(), berlinInstant(next).toISOString()));
  expect(days.length).toBeGreaterThan(0);
  for (const day of days) expect(day.startsWith(`${y}-${m}-`)).toBe(true);
});

test('filters narrow the days', async () => {
  const all = await calendar('/api/calendar/');
  const genre = await calendar('/api/calendar/?genre=2');
  const combined = await calendar('/api/calendar/?genre=2&tag=3');
  expect(genre).toEqual(await expectedDays(berlinInstant(berlinDay(now)).toISOString(), null, { genre: 2 }));
  expect(combined).toEqual(await expectedDays(berlinInstant(berlinDay(now)).toISOString(), null, { genre: 2, tag: 3 }));
  expect(genre.length).toBeLessThan(all.length);
  expect(combined.length).toBeLessThanOrEqual(genre.length);
});

test('a month without events has no available dates', async () => {
  expect(await calendar('/api/calendar/?date=01-01-2001')).toEqual([]);
});

test.each(['date=32-01-2026', 'date=1-1-2026', 'room=abc', 'series=0'])('%s is a 400', async (query) => {
  const res = await t.app.inject({ url: `/api/calendar/?${query}` });
  expect(res.statusCode).toBe(400);
  expect(res.json().detail).toEqual(expect.any(String));
});

test('teasers are highlighted events and productions placed among upcoming days', async () => {
  const res = await t.app.inject({ url: '/de/api/teasers/' });
  expect(res.statusCode).toBe(200);
  const teasers = res.json();
  expectSchema(ProgrammeTeaserList, teasers);
  expect(teasers.length).toBeGreaterThan(0);
  expect(teasers.length).toBeLessThanOrEqual(6);
  expect(new Set(teasers.map((x: { kind: string }) => x.kind))).toEqual(new Set(['event', 'production']));
  const today = berlinDay(now);
  for (const teaser of teasers) {
    expect(teaser.position >= today).toBe(true);
    expect(teaser.date_start).toMatch(new RegExp(`^${teaser.position}T23:59:59\\+0[12]:00$`));
    const table = teaser.kind === 'event' ? 'events' : 'productions';
    const row = await t.db.kysely.selectFrom(table).select(['is_highlight', 'slug']).where('id', '=', teaser.id).executeTakeFirstOrThrow();
    expect(row.is_highlight).toBe(1);
    expect(teaser.link).toBe(teaser.kind === 'event' ? `/de/programm/${row.slug}/${teaser.id}` : `/de/produktionen/${row.slug}/${teaser.id}`);
  }
  const positions = teasers.map((x: { position: string }) => x.position);
  expect(positions).toEqual([...positions].sort());
});

test('teasers are localised', async () => {
  const de = (await t.app.inject({ url: '/de/api/teasers/' })).json();
  const en = (await t.app.inject({ url: '/en/api/teasers/' })).json();
  expect(en.map((x: { id: number }) => x.id)).toEqual(de.map((x: { id: number }) => x.id));
  expect(de[0].link.startsWith('/de/')).toBe(true);
  expect(en[0].link.startsWith('/en/')).toBe(true);
  expect(de[0].link_text).not.toBe(en[0].link_text);
});

describe('teasers from memory', () => {
  const ids = async () => ((await t.app.inject({ url: '/de/api/teasers/' })).json() as { id: number; kind: string; date_start: string }[]);
  afterEach(() => t.setNow(now));

  test('a change to the programme shows on the next request', async () => {
    const before = await ids();
    const first = before.find((teaser) => teaser.kind === 'event')!;
    await t.db.kysely.updateTable('events').set({ is_highlight: 0 }).where('id', '=', first.id).execute();
    // Written without telling the change bus: the teasers are still those kept.
    expect(await ids()).toEqual(before);
    await t.app.changes.publish('programme', { entity: 'event', ids: [first.id] });
    expect((await ids()).some((teaser) => teaser.kind === 'event' && teaser.id === first.id)).toBe(false);
    await t.db.kysely.updateTable('events').set({ is_highlight: 1 }).where('id', '=', first.id).execute();
    await t.app.changes.publish('programme', { entity: 'event', ids: [first.id] });
    expect(await ids()).toEqual(before);
  });

  test('once the first teasered event has started it is no longer teasered', async () => {
    const first = await t.db.kysely.selectFrom('events').select(['id', 'date_start'])
      .where('is_highlight', '=', 1).where('is_online', '=', 1).where('date_start', '>=', now.toISOString())
      .orderBy('date_start').orderBy('id').executeTakeFirstOrThrow();
    expect((await ids()).some((teaser) => teaser.kind === 'event' && teaser.id === first.id)).toBe(true);
    t.setNow(new Date(Date.parse(first.date_start) + 1000));
    expect((await ids()).some((teaser) => teaser.kind === 'event' && teaser.id === first.id)).toBe(false);
  });
});
