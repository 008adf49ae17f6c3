import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type CompiledQuery } from 'kysely';
import { Pool } from 'pg';
import type { Db } from '../src/db/create-db';
import type { Database } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedIfEmpty } from '../src/seed/seed';
import { eventAvailability } from '../src/services/programme/event-availability';
import { EventService } from '../src/services/programme/event-service';
import { resolveBooking } from '../src/services/shop/shop-catalogue';
import { DEFAULT_SHOP_LIMITS } from '../src/services/shop/shop-limits';
import { growEvents } from './grow-events';

/**
 * Query plans with 100,000 events of the programme list and calendar, for every single filter,
 * every pair, all five and none, with and without a date, and of the teasers' highlighted
 * events. The queries are the ones the services really send (captured from Kysely's log),
 * explained with EXPLAIN QUERY PLAN on SQLite and EXPLAIN (FORMAT JSON) on PostgreSQL. Exits 1
 * when any of them reads the events table from end to end (a table scan, or an index walked
 * without a bound), or when the highlights are not found by their own index.
 * Run: node --import tsx bench/query-plans.ts [--pg]   (PostgreSQL from BENCH_DATABASE_URL)
 */
const TARGET_EVENTS = 100_000;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const FILTER_KEYS = ['room', 'type', 'tag', 'series', 'genre'] as const;
/** The few highlighted events are found by their own index, not by walking every upcoming event. */
const HIGHLIGHT_INDEX = 'events_highlight_date_start';

interface Target { db: Db; logged: Kysely<Database>; captured: CompiledQuery[]; close: () => Promise<void> }

async function sqliteTarget(): Promise<Target> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-plans-'));
  const file = path.join(dir, 'plans.sqlite');
  const database = new SQLite(file);
  const captured: CompiledQuery[] = [];
  const db: Db = { kysely: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }), dialect: 'sqlite' };
  const logged = new Kysely<Database>({ dialect: new SqliteDialect({ database }), log: (event) => { captured.push(event.query); } });
  return { db, logged, captured, close: async () => { await db.kysely.destroy(); fs.rmSync(dir, { recursive: true, force: true }); } };
}

async function postgresTarget(): Promise<Target> {
  const schema = `query_plans_${process.pid}`;
  const admin = new Pool({ connectionString: PG_URL, max: 1 });
  await admin.query(`create schema ${schema}`);
  const pool = new Pool({ connectionString: PG_URL, max: 4, options: `-c search_path=${schema}` });
  const captured: CompiledQuery[] = [];
  const db: Db = { kysely: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  const logged = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: (event) => { captured.push(event.query); } });
  return {
    db, logged, captured,
    close: async () => {
      await db.kysely.destroy();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

/** SQLite's plan lines; "SCAN events" (with or without an index) reads every row of it. */
function explainSqlite(database: SQLite.Database, query: CompiledQuery): { plan: string[]; scans: string[] } {
  const rows = database.prepare(`explain query plan ${query.sql}`).all(...(query.parameters as unknown[])) as { detail: string }[];
  const plan = rows.map((row) => row.detail);
  return { plan, scans: plan.filter((line) => /^SCAN events\b/.test(line)) };
}

interface PgPlanNode { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; 'Index Cond'?: string; Plans?: PgPlanNode[] }

function pgLines(node: PgPlanNode, depth = 0): string[] {
  const what = [node['Node Type'], node['Relation Name'] && `on ${node['Relation Name']}`, node['Index Name'] && `using ${node['Index Name']}`,
    node['Index Cond'] && `(${node['Index Cond']})`].filter(Boolean).join(' ');
  return [`${'  '.repeat(depth)}${what}`, ...(node.Plans ?? []).flatMap((child) => pgLines(child, depth + 1))];
}

function pgFullScans(node: PgPlanNode): PgPlanNode[] {
  const onEvents = node['Relation Name'] === 'events';
  const unbounded = node['Node Type'] === 'Seq Scan' || (/Index/.test(node['Node Type']) && !node['Index Cond']);
  return [...(onEvents && unbounded ? [node] : []), ...(node.Plans ?? []).flatMap(pgFullScans)];
}

async function explainPostgres(db: Kysely<Database>, query: CompiledQuery): Promise<{ plan: string[]; scans: string[] }> {
  const result = await db.executeQuery<{ 'QUERY PLAN': { Plan: PgPlanNode }[] }>({ ...query, sql: `explain (format json) ${query.sql}` });
  const root = result.rows[0]!['QUERY PLAN'][0]!.Plan;
  return { plan: pgLines(root), scans: pgFullScans(root).map((node) => pgLines({ ...node, Plans: [] })[0]!) };
}

function filterSets(): Record<string, string>[] {
  const sets: string[][] = [[], ...FILTER_KEYS.map((key) => [key])];
  FILTER_KEYS.forEach((a, i) => FILTER_KEYS.slice(i + 1).forEach((b) => sets.push([a, b])));
  sets.push([...FILTER_KEYS]);
  return sets.map((keys) => Object.fromEntries(keys.map((key) => [key, '2'])));
}

async function main(): Promise<void> {
  const usePg = process.argv.includes('--pg');
  const target = usePg ? await postgresTarget() : await sqliteTarget();
  const sqliteFile = usePg ? null : (await sql<{ file: string; name: string }>`pragma database_list`.execute(target.db.kysely)).rows.find((r) => r.name === 'main')!.file;
  const sqliteDb = sqliteFile ? new SQLite(sqliteFile, { readonly: true }) : null;
  const explain = async (compiled: CompiledQuery) => (sqliteDb ? explainSqlite(sqliteDb, compiled) : explainPostgres(target.db.kysely, compiled));
  let failures = 0;
  try {
    await migrateToLatest(target.db.kysely);
    await seedIfEmpty(target.db);
    await growEvents(target.db, TARGET_EVENTS);
    console.log(`${usePg ? 'PostgreSQL' : 'SQLite'}, ${TARGET_EVENTS} events`);
    const service = new EventService(target.logged, DEFAULT_SHOP_LIMITS.salesCloseMinutes);
    const now = new Date();
    const inAWeek = new Date(now.getTime() + 7 * 86400000).toISOString().slice(0, 10).split('-').reverse().join('-');
    for (const filters of filterSets()) {
      for (const date of [undefined, inAWeek]) {
        const query = { ...filters, ...(date ? { date } : {}) };
        target.captured.length = 0;
        const { days } = await service.list(query, { page: 3, pageSize: 10 }, 'de', now, 'available');
        // The list cache counts the page's seats apart from building it.
        await eventAvailability(target.logged, days.flatMap((day) => day.events.map((event) => event.id)), now, service.salesCloseMinutes);
        await service.calendar(query, now);
        const label = new URLSearchParams(query).toString() || '(no filter)';
        for (const compiled of target.captured) {
          const { plan, scans } = await explain(compiled);
          if (scans.length > 0 || process.argv.includes('--verbose')) {
            console.log(`\n${scans.length ? 'FULL SCAN' : 'ok'}  ${label}\n  ${compiled.sql}\n    ${plan.join('\n    ')}`);
          }
          failures += scans.length > 0 ? 1 : 0;
        }
      }
    }
    target.captured.length = 0;
    await service.teasers('de', now);
    for (const compiled of target.captured.filter((q) => /"events"\."is_highlight"/.test(q.sql))) {
      const { plan, scans } = await explain(compiled);
      const unindexed = scans.length > 0 || !plan.some((line) => line.includes(HIGHLIGHT_INDEX));
      console.log(`\n${unindexed ? 'NOT BY THE HIGHLIGHT INDEX' : 'ok'}  teasers: the next highlighted events\n    ${plan.join('\n    ')}`);
      failures += unindexed ? 1 : 0;
    }
    target.captured.length = 0;
    await target.logged.transaction().execute((trx) => resolveBooking(trx, { event_jet_id: 1, sale_type_ids: [1], quantities: [1] }).catch(() => null));
    for (const compiled of target.captured.filter((q) => /event_jet_id/.test(q.sql))) {
      const { plan, scans } = await explain(compiled);
      console.log(`\n${scans.length ? 'FULL SCAN' : 'ok'}  add to cart: event by event_jet_id\n    ${plan.join('\n    ')}`);
      failures += scans.length > 0 ? 1 : 0;
    }
  } finally {
    sqliteDb?.close();
    await target.close();
  }
  console.log(failures ? `\n${failures} queries read all events: FAIL` : '\nevery list, calendar, teaser and booking query is bounded by an index: PASS');
  process.exit(failures ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
