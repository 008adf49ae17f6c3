import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb } from '../src/db/create-db';
import { migrateToLatest } from '../src/db/migrate';
import { seedIfEmpty } from '../src/seed/seed';
import { growEvents } from './grow-events';

/**
 * Programme list against a Fastify hello-world on the same machine, at 50 connections: first on
 * the seeded festival, then with the events table grown to 100,000. Targets: at least 40 % of
 * the hello-world throughput, p99 at most 25 ms, and p99 with 100,000 events within 1.5 times
 * the p99 with the seed's events.
 * On a shared machine one long run of each can land in different load, so after a warm-up the
 * two take turns in short rounds; the share is taken per round (both measured moments apart)
 * and the median of the rounds is reported.
 * Run: corepack pnpm --filter @festival/api bench
 */
const CONNECTIONS = 50;
const WARM_UP_S = 3;
const ROUND_S = 5;
const ROUNDS = 3;
const TARGET_EVENTS = 100_000;
const EVENTS_PATH = '/de/api/events/?page=1&page_size=10&type=1&genre=2';

interface Measure { rps: number; p99: number }

/** The load runs in a worker thread: in the servers' own thread the client's work would count against them. */
async function run(url: string, duration: number): Promise<Measure & { non2xx: number }> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, workers: 1 });
  if (result.errors > 0 || result.timeouts > 0) throw new Error(`${url}: ${result.errors} errors, ${result.timeouts} timeouts`);
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`);
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Phase { hello: Measure; events: Measure; share: number; rounds: string[] }

async function measure(helloUrl: string, eventsUrl: string): Promise<Phase> {
  await run(helloUrl, WARM_UP_S);
  await run(eventsUrl, WARM_UP_S);
  const hellos: Measure[] = [];
  const lists: Measure[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    hellos.push(await run(helloUrl, ROUND_S));
    lists.push(await run(eventsUrl, ROUND_S));
  }
  const shares = lists.map((list, index) => list.rps / hellos[index]!.rps);
  return {
    hello: { rps: median(hellos.map((m) => m.rps)), p99: median(hellos.map((m) => m.p99)) },
    events: { rps: median(lists.map((m) => m.rps)), p99: median(lists.map((m) => m.p99)) },
    share: median(shares),
    rounds: lists.map((list, index) => `${hellos[index]!.rps.toFixed(0)}/${list.rps.toFixed(0)} req/s, p99 ${hellos[index]!.p99}/${list.p99} ms`),
  };
}

const MIN_THROUGHPUT_SHARE = 0.4;
const MAX_P99_MS = 25;
const MAX_P99_GROWTH = 1.5;

const verdict = (ok: boolean) => (ok ? 'PASS' : 'OVER');

function report(label: string, phase: Phase): void {
  const row = (name: string, m: Measure) => `  ${name.padEnd(12)} ${m.rps.toFixed(0).padStart(7)} req/s   p99 ${String(m.p99).padStart(4)} ms`;
  console.log(`\n${label} (median of ${ROUNDS} rounds of ${ROUND_S} s each)`);
  console.log(row('hello world', phase.hello));
  console.log(row('events list', phase.events));
  console.log(`  rounds       hello/events: ${phase.rounds.join(';  ')}`);
  console.log(`  throughput   ${(phase.share * 100).toFixed(0)} % of hello world (target >= ${MIN_THROUGHPUT_SHARE * 100} %)   ${verdict(phase.share >= MIN_THROUGHPUT_SHARE)}`);
  console.log(`  p99          ${phase.events.p99} ms (target <= ${MAX_P99_MS} ms)   ${verdict(phase.events.p99 <= MAX_P99_MS)}`);
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
    const listed = (await (await fetch(appUrl + EVENTS_PATH)).json()) as { count: number };
    if (!(listed.count > 0)) throw new Error(`${EVENTS_PATH} lists no events: nothing to measure`);
    console.log(`${CONNECTIONS} connections, GET ${EVENTS_PATH} (${listed.count} matching events)`);
    console.log(`${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} (other work on the machine moves every figure)`);
    const seeded = await measure(helloUrl, appUrl + EVENTS_PATH);
    report(`seeded festival (${await count()} events)`, seeded);
    const started = Date.now();
    await growEvents(db, TARGET_EVENTS);
    console.log(`\ninserted events up to ${await count()} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const grown = await measure(helloUrl, appUrl + EVENTS_PATH);
    report(`grown programme (${await count()} events)`, grown);
    const growth = grown.events.p99 / Math.max(seeded.events.p99, 1);
    console.log(`\np99 grown / seeded: ${growth.toFixed(2)} (target <= ${MAX_P99_GROWTH})   ${verdict(growth <= MAX_P99_GROWTH)}`);
    console.log(`load average at the end ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
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
