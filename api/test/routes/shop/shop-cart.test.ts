import { Cart, ShopCartAnswer } from '@festival/shared/api-schemas/shop';
import { expectSchema } from '../../helpers/expect-schema';
import { useTestApp } from '../../helpers/test-app';
import { addToCart, createTicketedEvent, getCart, shopCall } from './shop-fixtures';

const T0 = new Date('2030-01-10T12:00:00.000Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60000);
const t = useTestApp({ now: T0 });

beforeEach(() => t.setNow(T0));

test('adding tickets holds them for 15 minutes and hands out the cart cookies', async () => {
  const event = await createTicketedEvent(t.db, { capacities: [10] });
  const { res, cart } = await addToCart(t.app, { event_jet_id: event.jet, sale_type_ids: [1, 2], quantities: [2, 1] });
  expect(res.statusCode).toBe(200);
  expectSchema(ShopCartAnswer, res.json());
  expect(res.json()).toEqual({ tickets_quantity: 3, cart_url: '/webshop/cart', expires_at: minutes(15).toISOString() });
  const cookies = Object.fromEntries(res.cookies.map((c) => [c.name, c]));
  expect(cookies.shop_cart).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(cookies.cartAmount).toMatchObject({ value: '3', maxAge: 900, path: '/' });
  expect(cookies.cartUrl).toMatchObject({ value: '/webshop/cart', maxAge: 900 });
  expect(cookies.cartAmount?.httpOnly).toBeFalsy();

  const view = await getCart(t.app, cart);
  expectSchema(Cart, view);
  expect(view).toMatchObject({ tickets_quantity: 3, total: '45.50', expires_at: minutes(15).toISOString(), expires_in: 900 });
  expect(view.items.map((item: { price_name: string; quantity: number }) => [item.price_name, item.quantity])).toEqual([['Vollpreis', 2], ['Ermäßigt', 1]]);
});

test('the same price again raises the held amount; every cart action renews all holds', async () => {
  const event = await createTicketedEvent(t.db, { capacities: [10, 10] });
  const first = await addToCart(t.app, { event_jet_id: event.jet, seat_group: event.seatGroupIds[0], sale_type_ids: [1], quantities: [1] });
  t.setNow(minutes(10));
  const second = await addToCart(t.app, { event_jet_id: event.jet, seat_group: event.seatGroupIds[1], sale_type_ids: [2], quantities: [1] }, first.cart);
  t.setNow(minutes(12));
  const third = await addToCart(t.app, { event_jet_id: event.jet, seat_group: event.seatGroupIds[0], sale_type_ids: [1], quantities: [2] }, second.cart);
  expect(third.res.json().tickets_quantity).toBe(4);
  const view = await getCart(t.app, third.cart);
  expect(view.items).toHaveLength(2);
  expect(view.items.map((item: { quantity: number }) => item.quantity)).toEqual([3, 1]);
  expect(new Set(view.items.map((item: { expires_at: string }) => item.expires_at))).toEqual(new Set([minutes(27).toISOString()]));
});

test('a hold expires exactly 15 minutes after the last action and frees its seats', async () => {
  const event = await createTicketedEvent(t.db, { capacities: [4] });
  const mine = await addToCart(t.app, { event_jet_id: event.jet, sale_type_ids: [1], quantities: [4] });
  t.setNow(minutes(14.5));
  expect(await getCart(t.app, mine.cart)).toMatchObject({ expires_at: minutes(15).toISOString(), expires_in: 30 });
  t.setNow(minutes(14.99));
  expect((await addToCart(t.app, { event_jet_id: event.jet, sale_type_ids: [1], quantities: [1] })).res.json().response_code).toBe(-214);
  t.setNow(minutes(15));
  const view = await getCart(t.app, mine.cart);
  expect(view).toMatchObject({ tickets_quantity: 0, total: '0.00', expires_at: null, expires_in: null });
  expect(view.items[0]).toMatchObject({ quantity: 4, expired: true });
  const other = await addToCart(t.app, { event_jet_id: event.jet, sale_type_ids: [1], quantities: [4] });
  expect(other.res.statusCode).toBe(200);
});

test('-214 when not enough seats are left, and nothing is held', async () => {
  const event = await createTicketedEvent(t.db, { capacities: [3] });
  await addToCart(t.app, { event_jet_id: event.jet, sale_type_ids: [1], quantities: [2] });
  const refused = await addToCart(t.app, { event_jet_id: event.jet, sale_type_ids: [1, 2], quantities: [1, 1] });
  expect(refused.res.statusCode).toBe(409);
  expect(refused.res.json()).toEqual({ detail: 'Not enough (connected) seats found.', response_code: -214 });
  expect(refused.cart).toBeNull();
  expect((await addToCart(t.app, { event_jet_id: event.jet, sale_type_ids: [2], quantities: [1] })).res.statusCode).toBe(200);
});

test('time slots have their own capacity over all seat groups; without block_id the first open slot is used', async () => {
  const event = await createTicketedEvent(t.db, { capacities: [10, 10], slotCapacities: [0, 3, 5] });
  const first = await addToCart(t.app, { event_jet_id: event.jet, seat_group: event.seatGroupIds[0], sale_type_ids: [1], quantities: [2] });
  expect(first.res.statusCode).toBe(200);
  const view = await getCart(t.app, first.cart);
  expect(view.items[0].timeslot.id).toBe(event.timeslotIds[1]);
  const tooMany = await addToCart(t.app, {
    event_jet_id: event.jet, seat_group: event.seatGroupIds[1], block_id: event.blockIds[1], sale_type_ids: [1], quantities: [2],
  });
  expect(tooMany.res.json().response_code).toBe(-214);
  const later = await addToCart(t.app, {
    event_jet_id: event.jet, seat_group: event.seatGroupIds[1], block_id: event.blockIds[2], sale_type_ids: [1], quantities: [2],
  });
  expect(later.res.statusCode).toBe(200);
  const closed = await addToCart(t.app, {
    event_jet_id: event.jet, seat_group: event.seatGroupIds[1], block_id: event.blockIds[0], sale_type_ids: [1], quantities: [1],
  });
  expect(closed.res.json().response_code).toBe(-210);
});

test('-204 when changing an amount without a current reservation', async () => {
  const event = await createTicketedEvent(t.db, { capacities: [5] });
  const noCart = await shopCall(t.app, 'PATCH', '/api/shop-cart/items/1/', { quantity: 2 }, null);
  expect(noCart.res.statusCode).toBe(409);
  expect(noCart.res.json()).toEqual({ detail: 'No current reservation.', response_code: -204 });
  const added = await addToCart(t.app, { event_jet_id: event.jet, sale_type_ids: [1], quantities: [1] });
  const [item] = (await getCart(t.app, added.cart)).items;
  t.setNow(minutes(16));
  const expired = await shopCall(t.app, 'PATCH', `/api/shop-cart/items/${item.id}/`, { quantity: 2 }, added.cart);
  expect(expired.res.json().response_code).toBe(-204);
});

test('amounts change within the free seats and items can be removed', async () => {
  const event = await createTicketedEvent(t.db, { capacities: [5] });
  const added = await addToCart(t.app, { event_jet_id: event.jet, sale_type_ids: [1], quantities: [2] });
  const [item] = (await getCart(t.app, added.cart)).items;
  t.setNow(minutes(5));
  const raised = await shopCall(t.app, 'PATCH', `/api/shop-cart/items/${item.id}/`, { quantity: 5 }, added.cart);
  expect(raised.res.json()).toMatchObject({ tickets_quantity: 5, expires_at: minutes(20).toISOString() });
  const tooMany = await shopCall(t.app, 'PATCH', `/api/shop-cart/items/${item.id}/`, { quantity: 6 }, added.cart);
  expect(tooMany.res.json().response_code).toBe(-214);
  const zero = await shopCall(t.app, 'PATCH', `/api/shop-cart/items/${item.id}/`, { quantity: 0 }, added.cart);
  expect(zero.res.statusCode).toBe(400);
  const removed = await shopCall(t.app, 'DELETE', `/api/shop-cart/items/${item.id}/`, undefined, added.cart);
  expect(removed.res.json()).toMatchObject({ items: [], tickets_quantity: 0 });
  expect(removed.res.cookies.find((c) => c.name === 'cartAmount')?.value).toBe('');
  const foreign = await shopCall(t.app, 'DELETE', `/api/shop-cart/items/${item.id}/`, undefined, added.cart);
  expect(foreign.res.statusCode).toBe(404);
});

test('bad input is a 4xx, never a 500', async () => {
  const event = await createTicketedEvent(t.db, { capacities: [5, 5] });
  const mismatch = await addToCart(t.app, { event_jet_id: event.jet, sale_type_ids: [1, 2], quantities: [1] });
  expect(mismatch.res.statusCode).toBe(400);
  const unknownEvent = await addToCart(t.app, { event_jet_id: 1, sale_type_ids: [1], quantities: [1] });
  expect(unknownEvent.res.json()).toMatchObject({ response_code: -210 });
  const ambiguousGroup = await addToCart(t.app, { event_jet_id: event.jet, sale_type_ids: [1], quantities: [1] });
  expect(ambiguousGroup.res.json()).toMatchObject({ response_code: -210 });
  const unknownSaleType = await addToCart(t.app, { event_jet_id: event.jet, seat_group: event.seatGroupIds[0], sale_type_ids: [9], quantities: [1] });
  expect(unknownSaleType.res.json()).toMatchObject({ response_code: -210 });
  const negative = await addToCart(t.app, { event_jet_id: event.jet, sale_type_ids: [1], quantities: [-1] });
  expect(negative.res.statusCode).toBe(400);
  const noCsrf = await t.app.inject({ method: 'POST', url: '/api/shop-cart/', payload: { event_jet_id: event.jet, sale_type_ids: [1], quantities: [1] } });
  expect(noCsrf.statusCode).toBe(403);
});

test('the shop refuses carts while the settings say it is offline', async () => {
  const event = await createTicketedEvent(t.db, { capacities: [5] });
  await t.db.kysely.updateTable('settings').set({ is_shop_online: 0 }).execute();
  try {
    const refused = await addToCart(t.app, { event_jet_id: event.jet, sale_type_ids: [1], quantities: [1] });
    expect(refused.res.statusCode).toBe(503);
    expect(refused.res.json().response_code).toBe(-299);
  } finally {
    await t.db.kysely.updateTable('settings').set({ is_shop_online: 1 }).execute();
  }
});
