import { sql } from 'kysely';
import type { Db } from '../../../src/db/create-db';
import { OrderService } from '../../../src/services/shop/order-service';
import { SeatsBusyError } from '../../../src/services/shop/seat-locks';
import { DEFAULT_SHOP_LIMITS } from '../../../src/services/shop/shop-limits';
import { holdSeatGroupElsewhere } from '../../helpers/foreign-seat-lock';
import { useTestApp } from '../../helpers/test-app';
import { addToCart, CHECKOUT, createTicketedEvent, getCart, shopCall } from '../../routes/shop/shop-fixtures';

/**
 * A cart action or an order that cannot get its seat locks waits a bounded time and answers 503
 * with Retry-After, instead of queueing without end. The locks are held by another connection,
 * as a long booking in another api instance would hold them. Runs on the dialect the suite runs on.
 */
const T0 = new Date('2030-01-10T12:00:00.000Z');
const t = useTestApp({ now: T0, configOverrides: { shopLimits: { ...DEFAULT_SHOP_LIMITS, newCartsPerAddress: 0, cartActionsPerAddress: 0, lockTimeoutMs: 200 } } });

test('add-to-cart answers 503 with Retry-After while the seats stay locked elsewhere, and books once they are free', async () => {
  const event = await createTicketedEvent(t.db, { capacities: [10] });
  const body = { event_jet_id: event.jet, sale_type_ids: [1], quantities: [1] };
  const lock = await holdSeatGroupElsewhere(t.db, event.seatGroupIds[0]!);
  let busy;
  try {
    busy = await addToCart(t.app, body);
  } finally {
    await lock.release();
  }
  expect(busy.res.statusCode).toBe(503);
  expect(busy.res.headers['retry-after']).toBe('2');
  expect(busy.res.json()).toEqual({ detail: expect.stringMatching(/try again/) });
  expect(busy.cart).toBeNull();
  expect((await addToCart(t.app, body)).res.statusCode).toBe(200);
});

test('placing an order answers 503 while its seats stay locked elsewhere, and the cart keeps its tickets', async () => {
  const event = await createTicketedEvent(t.db, { capacities: [10] });
  const added = await addToCart(t.app, { event_jet_id: event.jet, sale_type_ids: [1], quantities: [2] });
  const lock = await holdSeatGroupElsewhere(t.db, event.seatGroupIds[0]!);
  let busy;
  try {
    busy = await shopCall(t.app, 'POST', '/de/api/shop-orders/', CHECKOUT, added.cart);
  } finally {
    await lock.release();
  }
  expect(busy.res.statusCode).toBe(503);
  expect(busy.res.headers['retry-after']).toBe('2');
  expect((await getCart(t.app, added.cart)).tickets_quantity).toBe(2);
  expect((await shopCall(t.app, 'POST', '/de/api/shop-orders/', CHECKOUT, added.cart)).res.statusCode).toBe(201);
});

/** Whether some transaction is waiting for an advisory lock right now. */
async function someoneWaitsForALock(db: Db): Promise<boolean> {
  const { rows } = await sql<{ waiting: number | string }>`select count(*) as waiting from pg_locks where locktype = 'advisory' and not granted`.execute(db.kysely);
  return Number(rows[0]?.waiting) > 0;
}

// SQLite's write lock covers every seat at once; only PostgreSQL locks per seat group.
(process.env.TEST_DATABASE_URL ? test : test.skip)('an order whose cart gained a hold on unlocked seats while it waited tries again instead of selling them', async () => {
  const event = await createTicketedEvent(t.db, { capacities: [10, 10] });
  const [groupA, groupB] = event.seatGroupIds;
  const added = await addToCart(t.app, { event_jet_id: event.jet, seat_group: groupA, sale_type_ids: [1], quantities: [1] });
  const orders = new OrderService(t.db, () => T0, { ...DEFAULT_SHOP_LIMITS, lockTimeoutMs: 60_000 });
  const lock = await holdSeatGroupElsewhere(t.db, groupA!);
  let placing: Promise<unknown> | undefined;
  try {
    placing = orders.place(added.cart, { ...CHECKOUT, terms_accepted: true }, 'de').catch((error: unknown) => error);
    while (!(await someoneWaitsForALock(t.db))) { /* the order waits for group A's lock */ }
    const more = await addToCart(t.app, { event_jet_id: event.jet, seat_group: groupB, sale_type_ids: [1], quantities: [1] }, added.cart);
    expect(more.res.statusCode).toBe(200);
  } finally {
    await lock.release();
  }
  expect(await placing).toBeInstanceOf(SeatsBusyError);
  expect((await getCart(t.app, added.cart)).tickets_quantity).toBe(2);
  const placed = await shopCall(t.app, 'POST', '/de/api/shop-orders/', CHECKOUT, added.cart);
  expect(placed.res.json().items).toHaveLength(2);
});
