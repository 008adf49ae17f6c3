import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import { Pool } from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb, type Db } from '../src/db/create-db';
import type { Database } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedIfEmpty } from '../src/seed/seed';
import { createTicketedEvent } from './ticketed-event';

/**
 * Add-to-cart (POST /api/shop-cart/) with 50 concurrent carts, on SQLite and on PostgreSQL,
 * next to a Fastify hello-world in the same run. Each autocannon connection is one visitor
 * with its own cart that keeps adding one ticket: every request takes the seat lock, recounts
 * and renews the cart's holds. The seat group is big enough never to sell out.
 * Run: pnpm --filter @festival/api bench:cart  (PostgreSQL from BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test, in a schema of its own that is dropped afterwards).
 */
const CARTS = 50;
const DURATION_S = 10;
const CSRF = 'bench-csrf-token-0123456789abcdef';
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Measure { rps: number; p99: number; non2xx: number }

/** autocannon's per-request hooks (not in the local typings): each connection keeps its own cart. */
interface RequestParams { method?: string; path?: string; headers?: Record<string, string>; body?: string }
interface CartRequest extends RequestParams { setupRequest: (request: RequestParams, context: { cart?: string }) => RequestParams }
type Options = Parameters<typeof autocannon>[0] & { requests?: CartRequest[] };

async function run(options: Options): Promise<Measure> {
  const result = await autocannon({ ...options, duration: DURATION_S });
  if (result.errors > 0 || result.timeouts > 0) throw new Error(`${options.url}: ${result.errors} errors, ${result.timeouts} timeouts`);
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx };
}

async function openCarts(base: string, body: string): Promise<string[]> {
  const carts: string[] = [];
  for (let index = 0; index < CARTS; index += 1) {
    const res = await fetch(`${base}/api/shop-cart/`, {
      method: 'POST', body, headers: { 'content-type': 'application/json', cookie: `csrftoken=${CSRF}`, 'x-csrftoken': CSRF },
    });
    const cookie = res.headers.getSetCookie().find((entry) => entry.startsWith('shop_cart='));
    if (!res.ok || !cookie) throw new Error(`opening a cart failed: ${res.status}`);
    carts.push(cookie.split(';')[0]!);
  }
  return carts;
}

/** Warm-up first, then the measured run; every connection sends its own cart's cookie. */
async function measureAddToCart(db: Db): Promise<Measure> {
  const event = await createTicketedEvent(db, { capacities: [1_000_000_000] });
  const app = await buildApp({ config: { ...loadConfig({}), seedOnStart: false }, db });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const body = JSON.stringify({ event_jet_id: event.jet, sale_type_ids: [1], quantities: [1] });
    const carts = await openCarts(base, body);
    const options = (pool: string[]): Options => ({
      url: `${base}/de/api/shop-cart/`,
      connections: CARTS,
      requests: [{
        method: 'POST',
        body,
        setupRequest: (request, context) => {
          context.cart ??= pool.pop() ?? carts[0]!;
          return { ...request, headers: { 'content-type': 'application/json', cookie: `csrftoken=${CSRF}; ${context.cart}`, 'x-csrftoken': CSRF } };
        },
      }],
    });
    await autocannon({ ...options([...carts]), duration: 2 });
    return await run(options([...carts]));
  } finally {
    await app.close();
  }
}

async function measureHello(): Promise<Measure> {
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  const url = await hello.listen({ port: 0, host: '127.0.0.1' });
  try {
    await autocannon({ url, connections: CARTS, duration: 2 });
    return await run({ url, connections: CARTS });
  } finally {
    await hello.close();
  }
}

async function withSqlite<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-cart-bench-'));
  const db = createDb({ databaseUrl: null, sqliteFile: path.join(dir, 'bench.sqlite') });
  try {
    await migrateToLatest(db.kysely);
    await seedIfEmpty(db);
    return await work(db);
  } finally {
    await db.kysely.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function withPostgres<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const schema = `cart_bench_${process.pid}`;
  const admin = new Pool({ connectionString: PG_URL, max: 1 });
  await admin.query(`create schema ${schema}`);
  const pool = new Pool({ connectionString: PG_URL, max: 10, options: `-c search_path=${schema}` });
  const db: Db = { kysely: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  try {
    await migrateToLatest(db.kysely);
    await seedIfEmpty(db);
    return await work(db);
  } finally {
    await db.kysely.destroy();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}

function row(name: string, m: Measure, hello?: Measure): string {
  const ratio = hello ? `   (${(hello.rps / m.rps).toFixed(1)}x fewer req/s than hello world)` : '';
  return `  ${name.padEnd(24)} ${m.rps.toFixed(0).padStart(7)} req/s   p99 ${String(m.p99).padStart(4)} ms${m.non2xx ? `   ${m.non2xx} non-2xx!` : ''}${ratio}`;
}

async function main(): Promise<void> {
  console.log(`${CARTS} concurrent carts, ${DURATION_S} s each, POST /de/api/shop-cart/ (1 ticket per request)`);
  const hello = await measureHello();
  const sqlite = await withSqlite(measureAddToCart);
  const postgres = await withPostgres(measureAddToCart);
  console.log(row('hello world', hello));
  console.log(row('add to cart, SQLite', sqlite, hello));
  console.log(row('add to cart, PostgreSQL', postgres, hello));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
