import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../../src/config';
import { DEFAULT_SHOP_LIMITS, shopLimitsFrom } from '../../../src/services/shop/shop-limits';
import { useTestApp } from '../../helpers/test-app';
import { createTicketedEvent } from './shop-fixtures';

const CSRF = 'shop-rate-csrf-token-0123456789';
const NEW_CARTS = 3;
const ACTIONS = 6;
const t = useTestApp({
  configOverrides: { shopLimits: { ...DEFAULT_SHOP_LIMITS, newCartsPerAddress: NEW_CARTS, cartActionsPerAddress: ACTIONS } },
});

async function addFrom(app: FastifyInstance, address: string, body: unknown, cart: string | null = null) {
  const res = await app.inject({
    method: 'POST', url: '/de/api/shop-cart/', payload: body as Record<string, unknown>, remoteAddress: address,
    cookies: { csrftoken: CSRF, ...(cart ? { shop_cart: cart } : {}) }, headers: { 'x-csrftoken': CSRF },
  });
  return { res, cart: res.cookies.find((cookie) => cookie.name === 'shop_cart')?.value ?? cart };
}

test('an address may open only so many carts; adding to its cart and other addresses go on', async () => {
  const event = await createTicketedEvent(t.db, { capacities: [100] });
  const body = { event_jet_id: event.jet, sale_type_ids: [1], quantities: [1] };
  const opened = [];
  for (let index = 0; index < NEW_CARTS; index += 1) opened.push(await addFrom(t.app, '10.1.0.1', body));
  expect(opened.map((call) => call.res.statusCode)).toEqual(Array(NEW_CARTS).fill(200));
  // a made-up cart cookie opens a new cart too, so it counts
  const refused = await addFrom(t.app, '10.1.0.1', body, 'not-a-cart');
  expect(refused.res.statusCode).toBe(429);
  expect(refused.res.json()).toEqual({ detail: expect.stringMatching(/^Too many new carts/) });
  expect(Number(refused.res.headers['retry-after'])).toBeGreaterThan(60);
  expect(refused.res.cookies.find((cookie) => cookie.name === 'shop_cart')).toBeUndefined();
  expect((await addFrom(t.app, '10.1.0.1', body, opened[0]!.cart)).res.statusCode).toBe(200);
  expect((await addFrom(t.app, '10.1.0.2', body)).res.statusCode).toBe(200);
});

test('add-to-cart calls per address and minute are limited, with Retry-After', async () => {
  const event = await createTicketedEvent(t.db, { capacities: [100] });
  const body = { event_jet_id: event.jet, sale_type_ids: [1], quantities: [1] };
  const first = await addFrom(t.app, '10.2.0.1', body);
  const statuses = [first.res.statusCode];
  let last = first;
  for (let index = 1; index <= ACTIONS; index += 1) {
    last = await addFrom(t.app, '10.2.0.1', body, first.cart);
    statuses.push(last.res.statusCode);
  }
  expect(statuses).toEqual([...Array(ACTIONS).fill(200), 429]);
  expect(last.res.json()).toEqual({ detail: expect.any(String) });
  expect(Number(last.res.headers['retry-after'])).toBeGreaterThan(0);
});

test('the limits come from the environment, with documented defaults', () => {
  expect(loadConfig({}).shopLimits).toEqual(DEFAULT_SHOP_LIMITS);
  expect(DEFAULT_SHOP_LIMITS).toEqual({
    ticketsPerLine: 20, ticketsPerCartAndEvent: 30, newCartsPerAddress: 10, cartActionsPerAddress: 30, lockTimeoutMs: 5000,
    salesCloseMinutes: 0,
  });
  expect(shopLimitsFrom({
    SHOP_MAX_TICKETS_PER_LINE: '8', SHOP_MAX_TICKETS_PER_EVENT: '12', SHOP_NEW_CARTS_PER_ADDRESS: '0',
    SHOP_CART_ACTIONS_PER_ADDRESS: '100', SHOP_LOCK_TIMEOUT_MS: '1500', SHOP_SALES_CLOSE_MINUTES: '45',
  })).toEqual({ ticketsPerLine: 8, ticketsPerCartAndEvent: 12, newCartsPerAddress: 0, cartActionsPerAddress: 100, lockTimeoutMs: 1500, salesCloseMinutes: 45 });
  expect(() => shopLimitsFrom({ SHOP_MAX_TICKETS_PER_LINE: '0' })).toThrow(/at least 1/);
  expect(() => shopLimitsFrom({ SHOP_CART_ACTIONS_PER_ADDRESS: 'many' })).toThrow(/whole number/);
});
