import { Order, PaymentMethodList, ShopCalendar } from '@festival/shared/api-schemas/shop';
import { expectSchema } from '../../helpers/expect-schema';
import { useTestApp } from '../../helpers/test-app';
import { addToCart, CHECKOUT, createTicketedEvent, getCart, shopCall } from './shop-fixtures';

const T0 = new Date('2030-01-10T12:00:00.000Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60000);
const t = useTestApp({ now: T0 });

beforeEach(() => t.setNow(T0));

test('box office payment is the one payment method', async () => {
  const res = await t.app.inject({ url: '/en/api/shop-payment-methods/' });
  expectSchema(PaymentMethodList, res.json());
  expect(res.json().map((m: { id: string }) => m.id)).toEqual(['box_office']);
});

test('an order is placed from the live holds: pending payment, seats stay taken, the cart is empty', async () => {
  const event = await createTicketedEvent(t.db, { capacities: [3] });
  const added = await addToCart(t.app, { event_jet_id: event.jet, sale_type_ids: [1, 2], quantities: [1, 1] });
  t.setNow(minutes(14));
  const placed = await shopCall(t.app, 'POST', '/de/api/shop-orders/', CHECKOUT, added.cart);
  expect(placed.res.statusCode).toBe(201);
  const order = placed.res.json();
  expectSchema(Order, order);
  expect(order).toMatchObject({
    status: 'pending_payment', total: '27.50', email: 'ada@example.org', first_name: 'Ada', created_at: minutes(14).toISOString(),
    payment_method: { id: 'box_office' },
  });
  expect(order.code).toMatch(/^[A-Z2-9]{8}$/);
  expect(order.items.map((item: { price_name: string; quantity: number; unit_price: string }) => [item.price_name, item.quantity, item.unit_price]))
    .toEqual([['Vollpreis', 1, '18.00'], ['Ermäßigt', 1, '9.50']]);
  expect(placed.res.cookies.find((c) => c.name === 'cartAmount')?.value).toBe('');
  expect((await getCart(t.app, added.cart)).items).toEqual([]);

  t.setNow(minutes(60));
  expect((await addToCart(t.app, { event_jet_id: event.jet, sale_type_ids: [1], quantities: [2] })).res.json().response_code).toBe(-214);
  expect((await addToCart(t.app, { event_jet_id: event.jet, sale_type_ids: [1], quantities: [1] })).res.statusCode).toBe(200);

  const found = await t.app.inject({ url: `/en/api/shop-orders/lookup/?code=${order.code.toLowerCase()}&email=ADA@example.org` });
  expect(found.statusCode).toBe(200);
  expect(found.json()).toMatchObject({ code: order.code, items: [{ price_name: 'Full price' }, { price_name: 'Reduced' }] });
  const wrongEmail = await t.app.inject({ url: `/api/shop-orders/lookup/?code=${order.code}&email=eve@example.org` });
  expect(wrongEmail.statusCode).toBe(404);
  const again = await shopCall(t.app, 'POST', '/api/shop-orders/', CHECKOUT, added.cart);
  expect(again.res.json().response_code).toBe(-204);
});

test('an order from expired holds is refused with a clear message and sells nothing', async () => {
  const event = await createTicketedEvent(t.db, { capacities: [2] });
  const added = await addToCart(t.app, { event_jet_id: event.jet, sale_type_ids: [1], quantities: [2] });
  t.setNow(minutes(15));
  const refused = await shopCall(t.app, 'POST', '/api/shop-orders/', CHECKOUT, added.cart);
  expect(refused.res.statusCode).toBe(409);
  expect(refused.res.json()).toEqual({ detail: 'Your reservation has expired. Please choose your tickets again.', response_code: -204 });
  const count = await t.db.kysely.selectFrom('order_items').select('id').where('event_id', '=', event.eventId).execute();
  expect(count).toEqual([]);
  expect((await addToCart(t.app, { event_jet_id: event.jet, sale_type_ids: [1], quantities: [2] })).res.statusCode).toBe(200);
});

test('checkout input is validated: terms, e-mail, payment method, a cart at all', async () => {
  const event = await createTicketedEvent(t.db, { capacities: [2] });
  const added = await addToCart(t.app, { event_jet_id: event.jet, sale_type_ids: [1], quantities: [1] });
  const noTerms = await shopCall(t.app, 'POST', '/api/shop-orders/', { ...CHECKOUT, terms_accepted: false }, added.cart);
  expect(noTerms.res.statusCode).toBe(400);
  const badEmail = await shopCall(t.app, 'POST', '/api/shop-orders/', { ...CHECKOUT, email: 'nope' }, added.cart);
  expect(badEmail.res.statusCode).toBe(400);
  const card = await shopCall(t.app, 'POST', '/api/shop-orders/', { ...CHECKOUT, payment_method: 'credit_card' }, added.cart);
  expect(card.res.json()).toMatchObject({ response_code: -230 });
  const noCart = await shopCall(t.app, 'POST', '/api/shop-orders/', CHECKOUT, null);
  expect(noCart.res.json()).toMatchObject({ response_code: -204 });
});

test('the shop calendar colours days by the availability of their events, counting holds', async () => {
  const dateStart = '2030-03-05T18:00:00.000Z';
  const roomy = await createTicketedEvent(t.db, { capacities: [100], dateStart });
  const small = await createTicketedEvent(t.db, { capacities: [5], dateStart: '2030-03-06T18:00:00.000Z' });
  const res = await t.app.inject({ url: '/de/api/shop-calendar/?month=2030-03' });
  expectSchema(ShopCalendar, res.json());
  const dayOf = (body: { days: { date: string; availability: string; events: { id: number }[] }[] }, date: string) => body.days.find((d) => d.date === date);
  expect(res.json()).toMatchObject({ month: '2030-03', previous: '2030-02', next: '2030-04' });
  expect(dayOf(res.json(), '2030-03-05')).toMatchObject({ availability: 'available', events: [{ id: roomy.eventId }] });
  expect(dayOf(res.json(), '2030-03-06')?.availability).toBe('limited');
  await addToCart(t.app, { event_jet_id: small.jet, sale_type_ids: [1], quantities: [5] });
  const after = (await t.app.inject({ url: '/de/api/shop-calendar/?month=2030-03' })).json();
  expect(dayOf(after, '2030-03-06')?.availability).toBe('sold_out');
  expect((await t.app.inject({ url: '/api/shop-calendar/?month=2030-13' })).statusCode).toBe(400);
});

test('the webshop finds an event by its ticketing id', async () => {
  const event = await createTicketedEvent(t.db, { capacities: [5] });
  const res = await t.app.inject({ url: `/en/api/shop-events/${event.jet}/` });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ id: event.eventId, id_jet: event.jet, title: `Test evening ${event.eventId}` });
  expect((await t.app.inject({ url: '/api/shop-events/1/' })).statusCode).toBe(404);
});
