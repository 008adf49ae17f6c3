import { EventDetail } from '@festival/shared/api-schemas/programme';
import { expectSchema } from '../../helpers/expect-schema';
import { useTestApp } from '../../helpers/test-app';
import { testNow } from '../../helpers/test-clock';

const t = useTestApp();

async function detail(url: string) {
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expectSchema(EventDetail, body);
  return body;
}

/** An online event with seat groups, discounts and time slots, from the seed. */
async function ticketedEventWithSlots() {
  const row = await t.db.kysely.selectFrom('events')
    .innerJoin('timeslots', 'timeslots.event_id', 'events.id')
    .innerJoin('seat_groups', 'seat_groups.event_id', 'events.id')
    .innerJoin('prices', 'prices.seat_group_id', 'seat_groups.id')
    .select('events.id').where('events.is_online', '=', 1).where('prices.sort', '=', 1)
    .orderBy('events.id').executeTakeFirstOrThrow();
  return row.id;
}

test('an event answers every field in the request language', async () => {
  const row = await t.db.kysely.selectFrom('events').selectAll().where('is_online', '=', 1).where('production_id', 'is not', null)
    .where('series_id', 'is', null).orderBy('id').executeTakeFirstOrThrow();
  const de = await detail(`/de/api/events/${row.id}/`);
  const en = await detail(`/en/api/events/${row.id}/`);
  expect(de).toMatchObject({
    id: row.id, slug: row.slug, title: row.title_de, name: row.title_de, description: row.description_de,
    date_start: row.date_start, date_end: row.date_end, id_jet: row.event_jet_id, ticket_url: row.ticket_url,
    link: `/de/programm/${row.slug}/${row.id}`,
    urls: { de: `/de/programm/${row.slug}/${row.id}`, en: `/en/programme/${row.slug}/${row.id}` },
  });
  expect(en).toMatchObject({ title: row.title_en, description: row.description_en, link: `/en/programme/${row.slug}/${row.id}` });
  const production = await t.db.kysely.selectFrom('productions').selectAll().where('id', '=', row.production_id!).executeTakeFirstOrThrow();
  expect(de.production).toEqual({
    id: production.id, title: production.title_de, link: `/de/produktionen/${production.slug}/${production.id}`, show_booking_button: production.show_booking_button === 1,
  });
  expect(en.production.title).toBe(production.title_en);
  expect(de.series).toBeNull();
  expect(de.venue.link).toMatch(/^\/de\/veranstaltungsorte\/[a-z0-9-]+\/\d+$/);
  expect(en.venue.link).toMatch(/^\/en\/venues\/[a-z0-9-]+\/\d+$/);
  expect(de.venue.address).toEqual({ street: expect.any(String), postal_code: expect.stringMatching(/^\d{5}$/), city: 'Berlin' });
  expect(de.authors.length).toBeGreaterThan(0);
  for (const author of de.authors) expect(author.link).toMatch(/^\/de\/autorinnen\/[a-z0-9-]+\/\d+$/);
});

test('seat groups carry prices with the full price first and time slots', async () => {
  const id = await ticketedEventWithSlots();
  const de = await detail(`/de/api/events/${id}/`);
  const en = await detail(`/en/api/events/${id}/`);
  expect(de.seat_groups.length).toBeGreaterThan(0);
  const [group] = de.seat_groups;
  expect(group.prices.length).toBeGreaterThan(1);
  expect(group.prices[0]).toMatchObject({ text: 'Vollpreis', has_discounts: true, seat_group: group.id, sale_type_id: 1 });
  expect(en.seat_groups[0].prices[0]).toMatchObject({ text: 'Full price' });
  for (const discount of group.prices.slice(1)) {
    expect(discount.has_discounts).toBe(false);
    expect(Number(discount.price)).toBeLessThan(Number(group.prices[0].price));
  }
  expect(group.timeslots.length).toBeGreaterThanOrEqual(3);
  for (const slot of group.timeslots) expect(['0', '1']).toContain(slot.status);
  expect(de.prices).toEqual(de.seat_groups.flatMap((g: { prices: unknown[] }) => g.prices));
  const groups = await t.db.kysely.selectFrom('seat_groups').select(['id', 'capacity']).where('event_id', '=', id).orderBy('sort').execute();
  expect(de.seat_groups.map((g: { id: number; capacity: number }) => [g.id, g.capacity])).toEqual(groups.map((g) => [g.id, g.capacity]));
});

test('a free event has no seat groups, no prices and no webshop id', async () => {
  const row = await t.db.kysely.selectFrom('events').select('id').where('is_online', '=', 1).where('event_jet_id', 'is', null)
    .orderBy('id').executeTakeFirstOrThrow();
  const body = await detail(`/api/events/${row.id}/`);
  expect(body).toMatchObject({ seat_groups: [], prices: [], id_jet: null, ticket_url: '', availability: 'free' });
  expect(body.tags.map((tag: { name: string }) => tag.name)).toContain('Eintritt frei');
});

test('a sold-out event has unavailable seat groups', async () => {
  const row = await t.db.kysely.selectFrom('seat_groups').innerJoin('events', 'events.id', 'seat_groups.event_id')
    .select(['seat_groups.event_id', 'events.date_start']).where('seat_groups.is_available', '=', 0)
    .orderBy('seat_groups.event_id').executeTakeFirstOrThrow();
  t.setNow(new Date(Date.parse(row.date_start) - 86_400_000));
  try {
    const body = await detail(`/api/events/${row.event_id}/`);
    expect(body.availability).toBe('sold_out');
    for (const group of body.seat_groups) expect(group.status).toBe('0');
  } finally {
    t.setNow(testNow());
  }
});

test('offline and unknown events are 404 with a detail', async () => {
  const offline = await t.db.kysely.selectFrom('events').select('id').where('is_online', '=', 0).executeTakeFirstOrThrow();
  for (const url of [`/de/api/events/${offline.id}/`, '/api/events/99999/']) {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: expect.any(String) });
  }
});

test('a non-numeric id is a 400', async () => {
  for (const url of ['/api/events/abc/', '/api/events/0/', '/api/events/99999999999/']) {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: expect.any(String) });
  }
});

test("an event's rows are read again when programme data changes or a second has passed; its seats are counted on every read", async () => {
  const id = await ticketedEventWithSlots();
  const event = await t.db.kysely.selectFrom('events').select('date_start').where('id', '=', id).executeTakeFirstOrThrow();
  // A day before the event, so its sales are open whatever the day the tests run.
  const start = new Date(Date.parse(event.date_start) - 86_400_000);
  t.setNow(start);
  const before = await detail(`/de/api/events/${id}/`);
  const groups = await t.db.kysely.selectFrom('seat_groups').select(['id', 'is_available']).where('event_id', '=', id).execute();
  await t.db.kysely.updateTable('events').set({ title_de: 'Neu betitelt' }).where('id', '=', id).execute();
  await t.db.kysely.updateTable('seat_groups').set({ is_available: 0 }).where('event_id', '=', id).execute();
  try {
    const seatsChanged = await detail(`/de/api/events/${id}/`);
    expect(seatsChanged.title).toBe(before.title);
    expect(seatsChanged.seat_groups.map((group: { status: string }) => group.status)).toEqual(before.seat_groups.map(() => '0'));
    expect(seatsChanged.availability).toBe('sold_out');
    await t.app.changes.publish('programme', { entity: 'event', ids: [id] });
    expect((await detail(`/de/api/events/${id}/`)).title).toBe('Neu betitelt');
    // Written behind the api's back, nothing announced: seen once the kept rows are a second old.
    await t.db.kysely.updateTable('events').set({ title_de: 'Still betitelt' }).where('id', '=', id).execute();
    t.setNow(new Date(start.getTime() + 999));
    expect((await detail(`/de/api/events/${id}/`)).title).toBe('Neu betitelt');
    t.setNow(new Date(start.getTime() + 1000));
    expect((await detail(`/de/api/events/${id}/`)).title).toBe('Still betitelt');
  } finally {
    await t.db.kysely.updateTable('events').set({ title_de: before.title }).where('id', '=', id).execute();
    for (const group of groups) await t.db.kysely.updateTable('seat_groups').set({ is_available: group.is_available }).where('id', '=', group.id).execute();
    await t.app.changes.publish('programme', { entity: 'event', ids: [id] });
    t.setNow(testNow());
  }
});
