import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import { Pool } from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createDb, type Db } from '../../src/db/create-db';
import type { Database } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { seedIfEmpty } from '../../src/seed/seed';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** Moves the injectable clock; starts at the real now unless given. */
  setNow: (date: Date) => void;
  close: () => Promise<void>;
}

/**
 * Boots the real app on a freshly migrated and seeded database: a new SQLite file, or,
 * when TEST_DATABASE_URL is set, a new schema in that PostgreSQL database.
 */
export async function createTestApp(opts: { seed?: boolean; now?: Date } = {}): Promise<TestApp> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  let db: Db;
  let dropSchema: (() => Promise<void>) | undefined;
  if (pgUrl) {
    const schema = `t_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const admin = new Pool({ connectionString: pgUrl, max: 1 });
    await admin.query(`create schema ${schema}`);
    const pool = new Pool({ connectionString: pgUrl, max: 10, options: `-c search_path=${schema}` });
    db = { kysely: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
    dropSchema = async () => {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-test-'));
    db = createDb({ databaseUrl: null, sqliteFile: path.join(dir, 'test.sqlite') });
    dropSchema = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  await migrateToLatest(db.kysely);
  if (opts.seed !== false) await seedIfEmpty(db);
  let now = opts.now ?? new Date();
  const config = { ...loadConfig({}), databaseUrl: null };
  const app = await buildApp({ config, db, clock: () => now });
  await app.ready();
  return {
    app,
    db,
    setNow: (date) => { now = date; },
    close: async () => {
      await app.close();
      await db.kysely.destroy();
      await dropSchema?.();
    },
  };
}
