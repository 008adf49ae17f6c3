import { DEFAULT_SHOP_LIMITS } from '../../../src/services/shop/shop-limits';
import { useTestApp } from '../../helpers/test-app';
import { addToCart, createTicketedEvent, getCart, shopCall } from './shop-fixtures';

const T0 = new Date('2030-01-10T12:00:00.000Z');
const t = useTestApp({ now: T0 });

const limits = DEFAULT_SHOP_LIMITS;

test('the line maximum holds for the sum of calls: a second call of the same price is refused with its own code -218', async () => {
  const event = await createTicketedEvent(t.db, { capacities: [200] });
  const body = { event_jet_id: event.jet, sale_type_ids: [1], quantities: [limits.ticketsPerLine] };
  const first = await addToCart(t.app, body);
  expect(first.res.statusCode).toBe(200);
  const second = await addToCart(t.app, body, first.cart);
  expect(second.res.statusCode).toBe(409);
  expect(second.res.json()).toEqual({ detail: `At most ${limits.ticketsPerLine} tickets of one price per cart.`, response_code: -218 });
  const third = await addToCart(t.app, { ...body, quantities: [1] }, first.cart);
  expect(third.res.json().response_code).toBe(-218);
  const cart = await getCart(t.app, first.cart);
  expect(cart.items.map((item: { quantity: number }) => item.quantity)).toEqual([limits.ticketsPerLine]);
  expect(cart.max_quantity).toBe(limits.ticketsPerLine);
});

test('the cart-and-event maximum counts every price and seat group of the event, with its own code -216 and words', async () => {
  const event = await createTicketedEvent(t.db, { capacities: [200, 200] });
  const [groupA, groupB] = event.seatGroupIds;
  const first = await addToCart(t.app, { event_jet_id: event.jet, seat_group: groupA, sale_type_ids: [1, 2], quantities: [limits.ticketsPerLine, 5] });
  expect(first.res.statusCode).toBe(200);
  const rest = limits.ticketsPerCartAndEvent - limits.ticketsPerLine - 5;
  const upToTheLimit = await addToCart(t.app, { event_jet_id: event.jet, seat_group: groupB, sale_type_ids: [1], quantities: [rest] }, first.cart);
  expect(upToTheLimit.res.json().tickets_quantity).toBe(limits.ticketsPerCartAndEvent);
  const over = await addToCart(t.app, { event_jet_id: event.jet, seat_group: groupB, sale_type_ids: [2], quantities: [1] }, first.cart);
  expect(over.res.json()).toEqual({ detail: `At most ${limits.ticketsPerCartAndEvent} tickets of one event per cart.`, response_code: -216 });
  // another event is not counted against this one
  const other = await createTicketedEvent(t.db, { capacities: [10] });
  expect((await addToCart(t.app, { event_jet_id: other.jet, sale_type_ids: [1], quantities: [1] }, first.cart)).res.statusCode).toBe(200);
});

test('raising a line is checked against the limits; a line over the limit can be lowered', async () => {
  const event = await createTicketedEvent(t.db, { capacities: [200] });
  const added = await addToCart(t.app, { event_jet_id: event.jet, sale_type_ids: [1], quantities: [5] });
  const [item] = (await getCart(t.app, added.cart)).items;
  const raised = await shopCall(t.app, 'PATCH', `/api/shop-cart/items/${item.id}/`, { quantity: limits.ticketsPerLine + 1 }, added.cart);
  expect(raised.res.json().response_code).toBe(-218);
  // a line held before the limits counted the sum
  await t.db.kysely.updateTable('cart_holds').set({ quantity: 60 }).where('id', '=', item.id).execute();
  const lowered = await shopCall(t.app, 'PATCH', `/api/shop-cart/items/${item.id}/`, { quantity: 59 }, added.cart);
  expect(lowered.res.statusCode).toBe(200);
  expect(lowered.res.json().tickets_quantity).toBe(59);
  const up = await shopCall(t.app, 'PATCH', `/api/shop-cart/items/${item.id}/`, { quantity: 60 }, added.cart);
  expect(up.res.json().response_code).toBe(-218);
  const withinLimit = await shopCall(t.app, 'PATCH', `/api/shop-cart/items/${item.id}/`, { quantity: limits.ticketsPerLine }, added.cart);
  expect(withinLimit.res.json().tickets_quantity).toBe(limits.ticketsPerLine);
});

test('six adds of five tickets over two prices pass the line limit, the seventh passes the event limit: -216 with the event words', async () => {
  const event = await createTicketedEvent(t.db, { capacities: [200] });
  let cart: string | null = null;
  for (const [index, saleType] of [1, 2, 1, 2, 1, 2].entries()) {
    const added = await addToCart(t.app, { event_jet_id: event.jet, sale_type_ids: [saleType], quantities: [5] }, cart);
    expect([index, added.res.statusCode]).toEqual([index, 200]);
    cart = added.cart;
  }
  const seventh = await addToCart(t.app, { event_jet_id: event.jet, sale_type_ids: [1], quantities: [5] }, cart);
  expect(seventh.res.json()).toEqual({ detail: `At most ${limits.ticketsPerCartAndEvent} tickets of one event per cart.`, response_code: -216 });
});
