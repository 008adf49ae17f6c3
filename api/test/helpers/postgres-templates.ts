import { Client } from 'pg';
import { createDb } from '../../src/db/create-db';
import { migrateToLatest } from '../../src/db/migrate';
import { seedIfEmpty } from '../../src/seed/seed';
import type { TemplateKind } from './sqlite-templates';
import { testNow } from './test-clock';

/** Set by the suite's global setup on PostgreSQL: the prefix of the run's template databases. */
export const PG_TEMPLATES_ENV = 'TEST_PG_TEMPLATES';

export const templateDatabase = (prefix: string, kind: TemplateKind) => `${prefix}_${kind}`;

/** The address of database `name` on the server `serverUrl` names. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` with a connection to the server's database that `serverUrl` names (CREATE and DROP DATABASE run outside the databases they touch). */
export async function withServer<T>(serverUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function prepare(serverUrl: string, name: string, step: (db: ReturnType<typeof createDb>) => Promise<void>): Promise<void> {
  const db = createDb({ databaseUrl: databaseUrl(serverUrl, name), sqliteFile: ':memory:' });
  try {
    await step(db);
  } finally {
    await db.kysely.destroy();
  }
}

/**
 * Migrates and seeds one PostgreSQL database for the whole run, keeping a template after each
 * step: a test file's database is created from one (CREATE DATABASE … TEMPLATE) instead of
 * migrating and seeding a new schema. Measured beside a busy suite: a schema took 1.6-2.9 s
 * (seeding most of it), a copy 0.6-0.9 s.
 */
export async function writePostgresTemplates(serverUrl: string): Promise<string> {
  const prefix = `festival_template_${process.pid}_${Date.now()}`;
  const migrated = templateDatabase(prefix, 'migrated');
  const seeded = templateDatabase(prefix, 'seeded');
  await withServer(serverUrl, (client) => client.query(`create database ${migrated}`));
  await prepare(serverUrl, migrated, (db) => migrateToLatest(db.kysely));
  await withServer(serverUrl, (client) => client.query(`create database ${seeded} template ${migrated}`));
  await prepare(serverUrl, seeded, async (db) => { await seedIfEmpty(db, testNow()); });
  return prefix;
}

export async function dropPostgresTemplates(serverUrl: string, prefix: string): Promise<void> {
  await withServer(serverUrl, async (client) => {
    for (const kind of ['migrated', 'seeded'] as const) await client.query(`drop database if exists ${templateDatabase(prefix, kind)} with (force)`);
  });
}
