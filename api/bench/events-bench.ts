import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb } from '../src/db/create-db';
import { migrateToLatest } from '../src/db/migrate';
import type { NewEvent } from '../src/db/tables/events.table';
import { insertBatched } from '../src/seed/programme-seed';
import { seedIfEmpty } from '../src/seed/seed';
import { programmeDataChanged } from '../src/services/programme/programme-changes';

/**
 * Programme list against a Fastify hello-world on the same machine: 50 connections for
 * 10 s each, first on the seeded festival, then with the events table grown to 100,000.
 * Targets: at least 40 % of the hello-world throughput, p99 at most 25 ms, and p99 with
 * 100,000 events within 1.5 times the p99 with the seed's events.
 * Run: corepack pnpm --filter @festival/api bench
 */
const CONNECTIONS = 50;
const DURATION_S = 10;
const TARGET_EVENTS = 100_000;
const EVENTS_PATH = '/de/api/events/?page=1&page_size=10&type=1&genre=2';

interface Measure { rps: number; p99: number; non2xx: number }

/**
 * A short unmeasured run first, so both servers are compiled and warm when measured. The load
 * runs in a worker thread: in the servers' own thread, reading the larger answers would count
 * the client's work against the list.
 */
async function measure(url: string): Promise<Measure> {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, workers: 1 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, workers: 1 });
  if (result.errors > 0 || result.timeouts > 0) throw new Error(`${url}: ${result.errors} errors, ${result.timeouts} timeouts`);
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx };
}

const MIN_THROUGHPUT_SHARE = 0.4;
const MAX_P99_MS = 25;
const MAX_P99_GROWTH = 1.5;

const verdict = (ok: boolean) => (ok ? 'PASS' : 'OVER');

function report(label: string, hello: Measure, events: Measure): void {
  const row = (name: string, m: Measure) => `  ${name.padEnd(12)} ${m.rps.toFixed(0).padStart(7)} req/s   p99 ${String(m.p99).padStart(4)} ms${m.non2xx ? `   (${m.non2xx} non-2xx!)` : ''}`;
  const share = events.rps / hello.rps;
  console.log(`\n${label}`);
  console.log(row('hello world', hello));
  console.log(row('events list', events));
  console.log(`  throughput   ${(share * 100).toFixed(0)} % of hello world (target >= ${MIN_THROUGHPUT_SHARE * 100} %)   ${verdict(share >= MIN_THROUGHPUT_SHARE)}`);
  console.log(`  p99          ${events.p99} ms (target <= ${MAX_P99_MS} ms)   ${verdict(events.p99 <= MAX_P99_MS)}`);
}

/** Copies of the seeded events spread over two years, ids after the seed's, with one seat group each. */
async function growEvents(db: ReturnType<typeof createDb>, target: number): Promise<void> {
  const seeded = await db.kysely.selectFrom('events').selectAll().orderBy('id').execute();
  const maxSeatGroup = await db.kysely.selectFrom('seat_groups').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow();
  const start = Date.now() - 30 * 86400000;
  const spanMs = 730 * 86400000;
  const events: NewEvent[] = [];
  for (let id = seeded.length + 1; id <= target; id += 1) {
    const model = seeded[id % seeded.length]!;
    const begin = new Date(start + Math.floor(((id * 7919) % target) / target * spanMs / 60000) * 60000);
    events.push({ ...model, id, is_highlight: 0, date_start: begin.toISOString(), date_end: new Date(begin.getTime() + 5400000).toISOString() });
  }
  await db.kysely.transaction().execute(async (trx) => {
    await insertBatched(trx, 'events', events);
    await insertBatched(trx, 'seat_groups', events.map((event, index) => ({
      id: Number(maxSeatGroup.id ?? 0) + index + 1, event_id: event.id, name_de: 'Freie Platzwahl', name_en: 'Unreserved seating',
      text_de: '', text_en: '', capacity: 80, is_available: 1, sort: 0,
    })));
  });
  await sql`analyze`.execute(db.kysely);
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-bench-'));
  const config = { ...loadConfig({}), databaseUrl: null, sqliteFile: path.join(dir, 'bench.sqlite'), seedOnStart: true };
  const db = createDb(config);
  await migrateToLatest(db.kysely);
  await seedIfEmpty(db);
  const app = await buildApp({ config, db });
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const helloUrl = await hello.listen({ port: 0, host: '127.0.0.1' });
  try {
    const count = async () => Number((await db.kysely.selectFrom('events').select((eb) => eb.fn.countAll().as('c')).executeTakeFirstOrThrow()).c);
    console.log(`${CONNECTIONS} connections, ${DURATION_S} s each, GET ${EVENTS_PATH}`);
    const seeded = await measure(appUrl + EVENTS_PATH);
    report(`seeded festival (${await count()} events)`, await measure(helloUrl), seeded);
    const started = Date.now();
    await growEvents(db, TARGET_EVENTS);
    // Rows written behind the api's back: tell the cached list, as a programme write would.
    programmeDataChanged();
    console.log(`\ninserted events up to ${await count()} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const grown = await measure(appUrl + EVENTS_PATH);
    report(`grown programme (${await count()} events)`, await measure(helloUrl), grown);
    const growth = grown.p99 / Math.max(seeded.p99, 1);
    console.log(`\np99 grown / seeded: ${growth.toFixed(2)} (target <= ${MAX_P99_GROWTH})   ${verdict(growth <= MAX_P99_GROWTH)}`);
  } finally {
    await app.close();
    await hello.close();
    await db.kysely.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
