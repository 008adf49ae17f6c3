import { berlinDay } from '@festival/shared/format/berlin-time';
import { seedIfEmpty } from '../../../src/seed/seed';
import { createTestApp, useTestApp, type TestApp } from '../../helpers/test-app';

const t = useTestApp();

async function count(table: 'venues' | 'rooms' | 'events' | 'persons' | 'productions' | 'series' | 'genres' | 'event_tags' | 'exhibition_types' | 'seasons' | 'production_tags') {
  const row = await t.db.kysely.selectFrom(table).select((eb) => eb.fn.countAll().as('c')).executeTakeFirstOrThrow();
  return Number(row.c);
}

test('the demo festival has festival size', async () => {
  expect(await count('venues')).toBeGreaterThanOrEqual(5);
  expect(await count('rooms')).toBe(12);
  expect(await count('events')).toBe(400);
  expect(await count('persons')).toBe(80);
  expect(await count('productions')).toBe(40);
  expect(await count('series')).toBe(10);
  expect(await count('genres')).toBeGreaterThanOrEqual(6);
  expect(await count('event_tags')).toBe(8);
  expect(await count('exhibition_types')).toBe(4);
  expect(await count('seasons')).toBe(3);
  expect(await count('production_tags')).toBeGreaterThan(0);
});

test('events span 60 days from the Berlin day the seed ran', async () => {
  // Five minutes before midnight in Berlin: the seed's day is its clock's Berlin day, not UTC's.
  const seededAt = new Date('2027-03-09T22:55:00Z');
  const own = await createTestApp({ seed: false });
  try {
    expect(await seedIfEmpty(own.db, seededAt)).toBe(true);
    const rows = await own.db.kysely.selectFrom('events').select('date_start').orderBy('date_start').execute();
    const days = [...new Set(rows.map((r) => berlinDay(new Date(r.date_start))))];
    expect(days).toHaveLength(60);
    expect(days[0]).toBe('2027-03-09');
    expect(days[59]).toBe('2027-05-07');
  } finally {
    await own.close();
  }
});

test('every event has a room, type, genre and authors; many have series, productions, tags and slots', async () => {
  const events = await t.db.kysely.selectFrom('events').selectAll().execute();
  for (const event of events) {
    expect(event.exhibition_type_id).not.toBeNull();
    expect(event.genre_id).not.toBeNull();
    expect(event.image).toMatch(/^\/media\/[a-z0-9-]+\.jpg$/);
  }
  const withAuthors = await t.db.kysely.selectFrom('event_persons').select('event_id').distinct().execute();
  expect(withAuthors).toHaveLength(400);
  expect(events.filter((e) => e.series_id !== null).length).toBeGreaterThanOrEqual(100);
  expect(events.filter((e) => e.production_id !== null).length).toBeGreaterThanOrEqual(100);
  const tagged = await t.db.kysely.selectFrom('event_event_tags').select('event_id').distinct().execute();
  expect(tagged.length).toBeGreaterThan(200);
  const slotted = await t.db.kysely.selectFrom('timeslots').select('event_id').distinct().execute();
  expect(slotted.length).toBeGreaterThan(20);
  const everyAuthorPlays = await t.db.kysely.selectFrom('event_persons').select('person_id').distinct().execute();
  expect(everyAuthorPlays).toHaveLength(80);
});

test('texts are real, varied sentences in both languages', async () => {
  const events = await t.db.kysely.selectFrom('events').select(['description_de', 'description_en', 'title_de', 'title_en']).execute();
  const de = events.map((e) => e.description_de);
  expect(new Set(de).size).toBeGreaterThan(300);
  expect(de.some((text) => /ß/.test(text))).toBe(true);
  expect(de.some((text) => /[äöü]/.test(text))).toBe(true);
  for (const event of events) {
    expect(event.description_de).toMatch(/^[A-ZÄÖÜ„].*[.?!]$/s);
    expect(event.description_en).toMatch(/^[A-Z“].*[.?!]$/s);
    expect(event.description_de).not.toBe(event.description_en);
  }
  const persons = await t.db.kysely.selectFrom('persons').select(['bio_de', 'bio_en']).execute();
  expect(persons.every((p) => p.bio_de.includes(' geboren ') && p.bio_en.startsWith('Born in'))).toBe(true);
});

test('prices are decimal strings and every seat group starts with its full price', async () => {
  const prices = await t.db.kysely.selectFrom('prices').selectAll().orderBy('seat_group_id').orderBy('sort').execute();
  expect(prices.every((p) => /^\d+\.\d{2}$/.test(p.amount))).toBe(true);
  const firsts = new Map<number, (typeof prices)[number]>();
  for (const price of prices) if (!firsts.has(price.seat_group_id)) firsts.set(price.seat_group_id, price);
  for (const first of firsts.values()) expect([first.text_de, first.text_en]).toEqual(['Vollpreis', 'Full price']);
});

test('seeding is deterministic apart from the start day', async () => {
  const other = await createTestApp();
  try {
    const pick = (db: TestApp['db']) => db.kysely.selectFrom('events').select(['id', 'title_de', 'description_en', 'room_id', 'genre_id'])
      .orderBy('id').execute();
    expect(await pick(other.db)).toEqual(await pick(t.db));
  } finally {
    await other.close();
  }
});
