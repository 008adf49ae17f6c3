import { adminPaths } from '@festival/shared/api-schemas/admin';
import type { AdminEvent } from '@festival/shared/api-schemas/admin-programme';
import { call, signedIn, type Account } from '../../helpers/editor-session';
import { useWorkspaceTestApp } from '../../helpers/fake-workspace';
import { addToCart, CHECKOUT, shopCall } from '../shop/shop-fixtures';
import { testNow } from '../../helpers/test-clock';

/** A day a month ahead of the real now, which the editor's session lives in. */
const DAY = new Date(testNow().getTime() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
const URL_DAY = DAY.split('-').reverse().join('-');
// A built-looking workspace, so event documents carry their JSON-LD.
const t = useWorkspaceTestApp();
let editor: Account;
let roomId: number;
beforeAll(async () => {
  editor = await signedIn(t.db, 'programm', 'editor');
  roomId = (await t.db.kysely.selectFrom('rooms').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});

const as = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) => call(t.app, method, url, { session: editor.session, payload });

/** A new event as the hub's form sends it: two seat groups (full price and a discount), one time slot. */
function newEvent(title: string): AdminEvent {
  return {
    title_de: title, title_en: `${title} (en)`, preline_de: '', preline_en: '', subline_de: '', subline_en: '',
    description_de: '<p>Ein Abend mit <strong>Gedichten</strong>.</p><script>alert(1)</script>', description_en: '<p>An evening of poems.</p>',
    date_start: `${DAY}T13:30:00+01:00`, date_end: `${DAY}T15:00:00+01:00`,
    room_id: roomId, exhibition_type_id: null, genre_id: null, series_id: null, production_id: null, event_jet_id: null,
    ticket_url: '', image: null, is_highlight: false, is_online: true, is_cancelled: false, tag_ids: [], person_ids: [1, 2],
    seat_groups: [
      { name_de: 'Parkett', name_en: 'Stalls', text_de: '', text_en: '', capacity: 2, is_available: true, prices: [
        { name_de: 'Normal', name_en: 'Full', text_de: '', text_en: '', amount: '18.00', sale_type_id: 1 },
        { name_de: 'Ermäßigt', name_en: 'Reduced', text_de: '', text_en: '', amount: '9.50', sale_type_id: 2 },
      ] },
      { name_de: 'Rang', name_en: 'Circle', text_de: '', text_en: '', capacity: 100, is_available: true, prices: [
        { name_de: 'Normal', name_en: 'Full', text_de: '', text_en: '', amount: '12.00', sale_type_id: 1 },
      ] },
    ],
    timeslots: [{ time_start: `${DAY}T13:30:00+01:00`, capacity: 102, block_id: 1 }],
  };
}

async function created(title: string): Promise<AdminEvent & { id: number; revision: number; event_jet_id: number }> {
  const res = await as('POST', adminPaths.list('events'), newEvent(title));
  expect(res.statusCode).toBe(201);
  return res.json();
}

test('a created event is in the next public events list, its detail and search, stored in UTC with clean markup', async () => {
  const event = await created('Nachtigallenlesung');
  expect(event).toMatchObject({
    slug: 'nachtigallenlesung', date_start: `${DAY}T12:30:00.000Z`, event_jet_id: expect.any(Number),
    description_de: '<p>Ein Abend mit <strong>Gedichten</strong>.</p>', person_ids: [1, 2],
  });
  expect(event.seat_groups.map((group) => group.prices.map((price) => price.amount))).toEqual([['18.00', '9.50'], ['12.00']]);

  const day = (await t.app.inject({ url: `/de/api/events/?date=${URL_DAY}` })).json() as { results: Array<{ events: Array<{ id: number; availability: string }> }> };
  expect(day.results.flatMap((d) => d.events).find((card) => card.id === event.id)).toMatchObject({ availability: 'available' });
  const search = (await t.app.inject({ url: '/de/api/search/events/?query=Nachtigallenlesung' })).json() as { results: Array<{ id: number }> };
  expect(search.results.map((result) => result.id)).toEqual([event.id]);
  expect((await t.app.inject({ url: '/de/api/search/autocomplete/?query=nachtigallenl' })).json().suggestions).toContain('nachtigallenlesung');

  const renamed = await as('PATCH', adminPaths.item('events', event.id), { title_de: 'Amsellesung', revision: event.revision });
  expect(renamed.statusCode).toBe(200);
  expect((await t.app.inject({ url: '/de/api/search/events/?query=Nachtigallenlesung' })).json().count).toBe(0);
  expect((await t.app.inject({ url: '/de/api/search/events/?query=Amsellesung' })).json().results.map((r: { id: number }) => r.id)).toEqual([event.id]);
});

test('capacity below the seats held and sold, and deleting what was sold, answer 409; cancelling shows everywhere', async () => {
  const event = await created('Zeisigabend');
  const held = await addToCart(t.app, { event_jet_id: event.event_jet_id, seat_group: event.seat_groups[0]!.id, sale_type_ids: [1], quantities: [2] });
  expect(held.res.statusCode).toBe(200);

  const lowered = structuredClone(event);
  lowered.seat_groups[0]!.capacity = 1;
  const tooLow = await as('PUT', adminPaths.item('events', event.id), lowered);
  expect(tooLow.statusCode).toBe(409);
  expect(tooLow.json()).toEqual({ detail: expect.stringContaining('2 seats'), field: 'seat_groups.0.capacity' });
  lowered.seat_groups[0]!.capacity = 2;
  expect((await as('PUT', adminPaths.item('events', event.id), lowered)).statusCode).toBe(200);

  expect((await shopCall(t.app, 'POST', '/de/api/shop-orders/', CHECKOUT, held.cart)).res.statusCode).toBe(201);
  const current = (await as('GET', adminPaths.item('events', event.id))).json() as AdminEvent & { revision: number };
  const withoutDiscount = structuredClone(current);
  withoutDiscount.seat_groups[0]!.prices = withoutDiscount.seat_groups[0]!.prices.slice(0, 1);
  expect((await as('PUT', adminPaths.item('events', event.id), withoutDiscount)).statusCode).toBe(200);
  const withoutSoldPrice = structuredClone(current);
  withoutSoldPrice.seat_groups[0]!.prices = withoutSoldPrice.seat_groups[0]!.prices.slice(1);
  withoutSoldPrice.revision = current.revision + 1;
  expect((await as('PUT', adminPaths.item('events', event.id), withoutSoldPrice)).json()).toEqual({ detail: expect.any(String), field: 'seat_groups.0.prices' });

  const removal = await as('DELETE', adminPaths.item('events', event.id));
  expect(removal.statusCode).toBe(409);
  expect(removal.json().detail).toMatch(/cancel/);
  expect((await as('GET', adminPaths.item('events', event.id))).statusCode).toBe(200);

  expect((await as('PATCH', adminPaths.item('events', event.id), { is_cancelled: true, revision: current.revision + 1 })).statusCode).toBe(200);
  const day = (await t.app.inject({ url: `/de/api/events/?date=${URL_DAY}` })).json() as { results: Array<{ events: Array<{ id: number; availability: string }> }> };
  expect(day.results.flatMap((d) => d.events).find((card) => card.id === event.id)).toMatchObject({ availability: 'cancelled' });
  const detail = await t.app.inject({ url: `/de/api/events/${event.id}/` });
  expect(detail.json()).toMatchObject({ availability: 'cancelled' });
  const booking = await addToCart(t.app, { event_jet_id: event.event_jet_id, seat_group: event.seat_groups[1]!.id, sale_type_ids: [1], quantities: [1] });
  expect(booking.res.statusCode).toBe(404);
});

test('a removed seat group without sales goes, with its prices; unknown references answer 400 with the field', async () => {
  const event = await created('Meisenmatinee');
  const fewer = { ...event, seat_groups: event.seat_groups.slice(0, 1) };
  const res = await as('PUT', adminPaths.item('events', event.id), fewer);
  expect(res.statusCode).toBe(200);
  const stored = res.json() as AdminEvent;
  expect(stored.seat_groups).toHaveLength(1);
  expect(await t.db.kysely.selectFrom('prices').select('id').where('seat_group_id', '=', event.seat_groups[1]!.id!).execute()).toEqual([]);

  const unknown = await as('PUT', adminPaths.item('events', event.id), { ...stored, room_id: 999999, person_ids: [1, 999999] });
  expect(unknown.statusCode).toBe(400);
  expect(unknown.json().errors).toEqual([{ field: 'room_id', message: 'notFound' }, { field: 'person_ids.1', message: 'notFound' }]);
  const badPrice = structuredClone(stored);
  badPrice.seat_groups[0]!.prices[0]!.amount = '18';
  expect((await as('PUT', adminPaths.item('events', event.id), badPrice)).json()).toMatchObject({ field: 'seat_groups.0.prices.0.amount' });
  const backwards = await as('PUT', adminPaths.item('events', event.id), { ...stored, date_end: `${DAY}T10:00:00Z` });
  expect(backwards.json()).toMatchObject({ field: 'date_end' });
  const foreignChild = structuredClone(stored);
  foreignChild.seat_groups[0]!.id = 1;
  expect((await as('PUT', adminPaths.item('events', event.id), foreignChild)).json()).toMatchObject({ field: 'seat_groups.0.id' });
});

test('the JSON-LD of a cancelled event says EventCancelled', async () => {
  const event = await created('Drosselnacht');
  expect((await t.app.inject({ url: `/de/api/events/${event.id}/` })).statusCode).toBe(200);
  await as('PATCH', adminPaths.item('events', event.id), { is_cancelled: true, revision: event.revision });
  const link = (await t.app.inject({ url: `/de/api/events/${event.id}/` })).json().link as string;
  const html = (await t.app.inject({ url: link })).body;
  expect(html).toContain('https://schema.org/EventCancelled');
});
