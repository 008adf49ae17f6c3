import { sql } from 'kysely';
import { startCartServers, type CartServers, type DbTarget } from '../../../bench/cart-servers';
import type { Db } from '../../../src/db/create-db';
import { postgresUrlOf, useTestApp } from '../../helpers/test-app';
import { createTicketedEvent } from '../../routes/shop/shop-fixtures';

/**
 * Separate api processes on one database, so every request really races on its own
 * connection: on SQLite four processes share the file, on PostgreSQL they share the schema
 * with up to 40 connections between them. Runs on the dialect the suite runs on.
 */
const SERVERS = 4;
/**
 * The race proves the count, not the wait: on a busy machine a lock wait may outlast the
 * default timeout and answer 503 (its own test is seat-lock-timeout.test.ts).
 */
const LOCK_TIMEOUT_MS = 120_000;
const REQUESTS = 500;
const CSRF = 'race-csrf-token-0123456789abcdef';

const t = useTestApp();
let servers: CartServers;

async function targetOf(db: Db): Promise<DbTarget> {
  if (db.dialect === 'postgres') {
    return { pgUrl: postgresUrlOf(db), pgPool: 10, lockTimeoutMs: LOCK_TIMEOUT_MS };
  }
  const { rows } = await sql<{ name: string; file: string }>`pragma database_list`.execute(db.kysely);
  return { sqliteFile: rows.find((row) => row.name === 'main')?.file, lockTimeoutMs: LOCK_TIMEOUT_MS };
}

beforeAll(async () => {
  servers = await startCartServers(SERVERS, await targetOf(t.db));
});
afterAll(async () => {
  await servers?.stop();
});

/** One new visitor (no cart cookie) per request. */
async function addFromNewCart(base: string, body: unknown): Promise<{ status: number; code?: number }> {
  const res = await fetch(`${base}/de/api/shop-cart/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `csrftoken=${CSRF}`, 'x-csrftoken': CSRF },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { response_code?: number };
  return { status: res.status, code: json.response_code };
}

async function race(bodies: (index: number) => unknown) {
  const results = await Promise.all(Array.from({ length: REQUESTS }, (_, index) => addFromNewCart(servers.urls[index % SERVERS]!, bodies(index))));
  return {
    held: results.filter((r) => r.status === 200).length,
    refused: results.filter((r) => r.status === 409 && r.code === -214).length,
    other: results.filter((r) => r.status !== 200 && !(r.status === 409 && r.code === -214)),
  };
}

async function heldSeats(column: 'seat_group_id' | 'timeslot_id', id: number): Promise<number> {
  const row = await t.db.kysely.selectFrom('cart_holds')
    .select((eb) => eb.fn.sum<number | string | null>('quantity').as('seats')).where(column, '=', id).executeTakeFirst();
  return Number(row?.seats ?? 0);
}

test('500 concurrent carts for 100 seats: exactly 100 held, every other request -214', async () => {
  const event = await createTicketedEvent(t.db, { capacities: [100] });
  const outcome = await race(() => ({ event_jet_id: event.jet, sale_type_ids: [1], quantities: [1] }));
  expect(outcome).toEqual({ held: 100, refused: REQUESTS - 100, other: [] });
  expect(await heldSeats('seat_group_id', event.seatGroupIds[0]!)).toBe(100);
  const carts = await t.db.kysely.selectFrom('cart_holds').select('cart_id').distinct().where('event_id', '=', event.eventId).execute();
  expect(carts).toHaveLength(100);
});

test('the last places of one time slot, raced from two seat groups, are never oversold', async () => {
  const event = await createTicketedEvent(t.db, { capacities: [1000, 1000], slotCapacities: [30, 500] });
  const outcome = await race((index) => ({
    event_jet_id: event.jet, seat_group: event.seatGroupIds[index % 2], block_id: event.blockIds[0], sale_type_ids: [1], quantities: [1],
  }));
  expect(outcome).toEqual({ held: 30, refused: REQUESTS - 30, other: [] });
  expect(await heldSeats('timeslot_id', event.timeslotIds[0]!)).toBe(30);
});
