import { adminPaths } from '@festival/shared/api-schemas/admin';
import { call, signedIn, type Account } from '../../helpers/editor-session';
import { useTestApp } from '../../helpers/test-app';

const t = useTestApp();
let editor: Account;
beforeAll(async () => {
  editor = await signedIn(t.db, 'filter', 'editor');
});

type Json = Record<string, unknown>;
const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => call(t.app, method, url, { session: editor.session, payload });
const create = async (collection: Parameters<typeof adminPaths.list>[0], body: Json) => {
  const answer = await as('POST', adminPaths.list(collection), body);
  expect(answer.statusCode).toBe(201);
  return answer.json() as Json;
};

test('a new event with a type, a genre and a tag made in the hub is found through each programme filter', async () => {
  const type = await create('exhibition-types', { name_de: 'Hörspiel', name_en: 'Radio play', sort: null });
  const genre = await create('genres', { name_de: 'Krimi', name_en: 'Crime', sort: 3 });
  const tag = await create('tags', { name_de: 'Mit Musik', name_en: 'With music', sort: null, show_in_filter: true });
  expect(type).toEqual(expect.objectContaining({ slug: 'hoerspiel', sort: 0 }));

  const original = (await as('GET', adminPaths.item('events', 1))).json() as Json;
  const event = await create('events', { ...original, id: undefined, revision: undefined, title_de: 'Krimihörspiel am Abend', exhibition_type_id: type.id, genre_id: genre.id, tag_ids: [tag.id], is_online: true });

  const types = (await t.app.inject({ url: '/de/api/exhibition-types/' })).json() as Array<{ id: number; slug: string; name: string }>;
  expect(types).toContainEqual(expect.objectContaining({ id: type.id, name: 'Hörspiel' }));
  const date = String(event.date_start).slice(0, 10).split('-').reverse().join('-');
  for (const filter of [`type=${String(type.id)}`, `genre=${String(genre.id)}`, `tag=${String(tag.id)}`]) {
    const days = (await t.app.inject({ url: `/de/api/events/?date=${date}&${filter}` })).json() as { results: Array<{ events: Array<{ id: number }> }> };
    expect(days.results.flatMap((day) => day.events.map((listed) => listed.id))).toEqual([event.id]);
  }
});

test('a price names an existing sale type, and a sale type in use cannot be deleted', async () => {
  const saleTypes = (await as('GET', adminPaths.list('sale-types'))).json() as { results: Json[] };
  expect(saleTypes.results.map((row) => row.label)).toEqual(expect.arrayContaining(['Vollpreis', 'Ermäßigt']));

  const event = (await as('GET', adminPaths.item('events', 1))).json() as Json & { seat_groups: Array<Json & { prices: Json[] }> };
  const groups = event.seat_groups.map((group, index) => (index === 0 ? { ...group, prices: [{ ...group.prices[0], sale_type_id: 4242 }] } : group));
  const refused = await as('PUT', adminPaths.item('events', 1), { ...event, seat_groups: groups });
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toEqual(expect.objectContaining({ field: 'seat_groups.0.prices.0.sale_type_id' }));

  const used = await as('DELETE', adminPaths.item('sale-types', 1));
  expect(used.statusCode).toBe(409);
  const unused = await create('sale-types', { name_de: 'Kulturpass', name_en: 'Culture pass', sort: 9 });
  expect((await as('DELETE', adminPaths.item('sale-types', unused.id as number))).statusCode).toBe(204);
});

test('a season ends on or after its start', async () => {
  const refused = await as('POST', adminPaths.list('seasons'), { name_de: 'Winter', name_en: 'Winter', sort: 0, date_start: '2027-03-01T00:00:00+01:00', date_end: '2027-01-01T00:00:00+01:00' });
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toEqual(expect.objectContaining({ field: 'date_end' }));
});

test('a date-time the pattern lets through but no calendar has is refused on its field (a fuzzed season gave a 500)', async () => {
  const season = await as('POST', adminPaths.list('seasons'), { name_de: '%', name_en: 'x', sort: 1, date_start: '3691-71-55T99:88Z', date_end: '2027-01-01T00:00:00+01:00' });
  expect([season.statusCode, season.json().field]).toEqual([400, 'date_start']);
  const event = (await as('GET', adminPaths.item('events', 1))).json() as Json;
  const changed = await as('PUT', adminPaths.item('events', 1), { ...event, date_start: '2026-12-10T25:61:00Z' });
  expect([changed.statusCode, changed.json().field]).toEqual([400, 'date_start']);
});

test('a room is named with its venue, and a list answers only the ids asked for', async () => {
  const rooms = (await as('GET', `${adminPaths.list('rooms')}?ids=2,1`)).json() as { count: number; results: Json[] };
  expect(rooms.count).toBe(2);
  const venues = await t.db.kysely.selectFrom('rooms').innerJoin('venues', 'venues.id', 'rooms.venue_id')
    .select(['rooms.id', 'rooms.name_de', 'venues.name_de as venue']).where('rooms.id', 'in', [1, 2]).orderBy('rooms.id').execute();
  expect(rooms.results.map((row) => [row.id, row.label]).sort()).toEqual(venues.map((room) => [room.id, `${room.name_de} · ${room.venue}`]));
  expect((await as('GET', `${adminPaths.list('rooms')}?ids=1,x`)).statusCode).toBe(400);
  // an id beyond any table's integer range matches nothing, on PostgreSQL as on SQLite
  expect((await as('GET', `${adminPaths.list('rooms')}?ids=1,3779013710`)).json()).toEqual(expect.objectContaining({ count: 1 }));
  expect((await as('GET', `${adminPaths.list('rooms')}?ids=9999999999`)).json()).toEqual(expect.objectContaining({ count: 0, results: [] }));
});

test('an events list is narrowed by Berlin days, room and flags; a filter it cannot read answers 400 naming it', async () => {
  const event = (await as('GET', adminPaths.item('events', 1))).json() as Json;
  const day = new Date(String(event.date_start)).toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
  const query = `date_start__gte=${day}&date_start__lte=${day}&room_id=${String(event.room_id)}&is_online=${String(event.is_online)}`;
  const listed = (await as('GET', `${adminPaths.list('events')}?${query}&page_size=200`)).json() as { results: Json[] };
  expect(listed.results.map((row) => row.id)).toContain(1);
  const stored = await t.db.kysely.selectFrom('events').select(['id', 'date_start']).where('room_id', '=', event.room_id as number).execute();
  const sameDay = stored.filter((row) => new Date(row.date_start).toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' }) === day);
  expect(listed.results.every((row) => row.room_id === event.room_id && sameDay.some((other) => other.id === row.id))).toBe(true);
  const cancelled = (await as('GET', `${adminPaths.list('events')}?is_cancelled=true&page_size=200`)).json() as { results: Json[] };
  expect(cancelled.results.every((row) => row.is_cancelled === true)).toBe(true);

  const bad = await as('GET', `${adminPaths.list('events')}?date_start__gte=morgen&room_id=x`);
  expect(bad.statusCode).toBe(400);
  expect((bad.json() as { errors: Json[] }).errors.map((error) => error.field).sort()).toEqual(['date_start__gte', 'room_id']);
});
