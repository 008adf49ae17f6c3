import { Cart, ShopCalendar, ShopErrorAnswer } from '@festival/shared/api-schemas/shop';
import { EventDetail } from '@festival/shared/api-schemas/programme';
import { expectSchema } from '../../helpers/expect-schema';
import { useTestApp } from '../../helpers/test-app';
import { addToCart, CHECKOUT, createTicketedEvent, getCart, shopCall } from './shop-fixtures';

const T0 = new Date('2030-01-10T12:00:00.000Z');
const t = useTestApp({ now: T0 });

beforeEach(() => t.setNow(T0));

/** An event of its own starting at `start`, and the clock `offsetMinutes` from that start. */
async function eventStartingAt(start: string, capacities = [50]) {
  const event = await createTicketedEvent(t.db, { capacities, dateStart: start });
  const at = (offsetMinutes: number) => t.setNow(new Date(Date.parse(start) + offsetMinutes * 60_000));
  return { ...event, at };
}

const closedCode = -217;

test('add-to-cart sells until the event starts and is refused with its own code from its start on', async () => {
  const event = await eventStartingAt('2030-02-01T19:00:00.000Z');
  const body = { event_jet_id: event.jet, sale_type_ids: [1], quantities: [2] };
  event.at(-1);
  expect((await addToCart(t.app, body)).res.statusCode).toBe(200);
  event.at(0);
  const atStart = await addToCart(t.app, body);
  expect(atStart.res.statusCode).toBe(409);
  expectSchema(ShopErrorAnswer, atStart.res.json());
  expect(atStart.res.json()).toEqual({
    detail: `Ticket sales have closed for "Test evening ${event.eventId}" (2030-02-01T19:00:00.000Z).`, response_code: closedCode,
  });
  event.at(60);
  expect((await addToCart(t.app, body)).res.json().response_code).toBe(closedCode);
  // nothing was held by the refused calls
  const held = await t.db.kysely.selectFrom('cart_holds').select('quantity').where('event_id', '=', event.eventId).execute();
  expect(held.map((hold) => hold.quantity)).toEqual([2]);
});

test('raising a line of a closed event is refused, lowering and removing it still work', async () => {
  const event = await eventStartingAt('2030-02-02T19:00:00.000Z');
  event.at(-5);
  const added = await addToCart(t.app, { event_jet_id: event.jet, sale_type_ids: [1], quantities: [3] });
  const [item] = (await getCart(t.app, added.cart)).items;
  event.at(1);
  const raised = await shopCall(t.app, 'PATCH', `/api/shop-cart/items/${item.id}/`, { quantity: 4 }, added.cart);
  expect(raised.res.statusCode).toBe(409);
  expect(raised.res.json().response_code).toBe(closedCode);
  const lowered = await shopCall(t.app, 'PATCH', `/api/shop-cart/items/${item.id}/`, { quantity: 2 }, added.cart);
  expect(lowered.res.statusCode).toBe(200);
  expect(lowered.res.json().tickets_quantity).toBe(2);
  expect((await shopCall(t.app, 'DELETE', `/api/shop-cart/items/${item.id}/`, undefined, added.cart)).res.statusCode).toBe(200);
});

test('an order with a line of a closed event is refused whole, naming the line; without it the order goes through', async () => {
  const later = await eventStartingAt('2030-02-03T21:00:00.000Z');
  const sooner = await eventStartingAt('2030-02-03T19:00:00.000Z');
  sooner.at(-10);
  const first = await addToCart(t.app, { event_jet_id: later.jet, sale_type_ids: [1], quantities: [1] });
  await addToCart(t.app, { event_jet_id: sooner.jet, sale_type_ids: [1, 2], quantities: [1, 1] }, first.cart);
  sooner.at(1);
  const cart = await getCart(t.app, first.cart, 'en');
  expectSchema(Cart, cart);
  const closedLines = cart.items.filter((item: { event_id: number }) => item.event_id === sooner.eventId).map((item: { id: number }) => item.id);
  expect(cart.items.map((item: { event_id: number; sales_closed: boolean }) => [item.event_id, item.sales_closed]))
    .toEqual([[sooner.eventId, true], [sooner.eventId, true], [later.eventId, false]]);

  const refused = await shopCall(t.app, 'POST', '/de/api/shop-orders/', CHECKOUT, first.cart);
  expect(refused.res.statusCode).toBe(409);
  expectSchema(ShopErrorAnswer, refused.res.json());
  expect(refused.res.json()).toEqual({
    detail: `Ticket sales have closed for "Test evening ${sooner.eventId}" (2030-02-03T19:00:00.000Z).`,
    response_code: closedCode,
    item_ids: closedLines,
  });
  expect(await t.db.kysely.selectFrom('order_items').select('id').where('event_id', 'in', [later.eventId, sooner.eventId]).execute()).toEqual([]);
  expect((await getCart(t.app, first.cart)).items).toHaveLength(3);

  for (const id of closedLines) await shopCall(t.app, 'DELETE', `/api/shop-cart/items/${id}/`, undefined, first.cart);
  const placed = await shopCall(t.app, 'POST', '/de/api/shop-orders/', CHECKOUT, first.cart);
  expect(placed.res.statusCode).toBe(201);
  expect(placed.res.json().items.map((item: { event_title: string }) => item.event_title)).toEqual([`Testabend ${later.eventId}`]);
});

test('availability says sales_closed from the start on: shop event, event detail, programme list and shop calendar', async () => {
  const event = await eventStartingAt('2030-02-05T19:00:00.000Z');
  const shopEvent = async () => (await t.app.inject({ url: `/de/api/shop-events/${event.jet}/` })).json();
  const detail = async () => (await t.app.inject({ url: `/de/api/events/${event.eventId}/` })).json();
  const listed = async (date: string) => {
    const res = await t.app.inject({ url: `/de/api/events/?date=${date}&page_size=50` });
    return res.json().results.flatMap((day: { events: { id: number; availability: string }[] }) => day.events)
      .find((card: { id: number }) => card.id === event.eventId)?.availability;
  };
  const calendarDay = async () => {
    const body = (await t.app.inject({ url: '/de/api/shop-calendar/?month=2030-02' })).json();
    expectSchema(ShopCalendar, body);
    return body.days.find((day: { date: string }) => day.date === '2030-02-05');
  };
  event.at(-1);
  expect((await shopEvent()).availability).toBe('available');
  expect((await calendarDay()).availability).toBe('available');
  event.at(0);
  const closed = await shopEvent();
  expectSchema(EventDetail, closed);
  expect(closed.availability).toBe('sales_closed');
  expect((await detail()).availability).toBe('sales_closed');
  expect(await listed('05-02-2030')).toBe('sales_closed');
  expect(await calendarDay()).toMatchObject({ availability: 'sales_closed', events: [{ id: event.eventId, availability: 'sales_closed' }] });
});

test('an event without seat groups has free admission wherever availability is answered', async () => {
  const free = await t.db.kysely.selectFrom('events').select(['events.id', 'events.date_start'])
    .where('events.is_online', '=', 1).where('events.is_cancelled', '=', 0)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('seat_groups').select('seat_groups.id').whereRef('seat_groups.event_id', '=', 'events.id'))))
    .orderBy('events.date_start').executeTakeFirstOrThrow();
  t.setNow(new Date(Date.parse(free.date_start) - 60 * 60_000));
  const detail = (await t.app.inject({ url: `/de/api/events/${free.id}/` })).json();
  expect(detail).toMatchObject({ availability: 'free', seat_groups: [], prices: [] });
  const [year, month, day] = new Date(free.date_start).toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' }).split('-');
  const list = (await t.app.inject({ url: `/de/api/events/?date=${day}-${month}-${year}&page_size=50` })).json();
  const card = list.results.flatMap((entry: { events: { id: number; availability: string }[] }) => entry.events).find((entry: { id: number }) => entry.id === free.id);
  expect(card.availability).toBe('free');
  // after its start admission is still free: there were never tickets to close
  t.setNow(new Date(Date.parse(free.date_start) + 60_000));
  expect((await t.app.inject({ url: `/de/api/events/${free.id}/` })).json().availability).toBe('free');
});
