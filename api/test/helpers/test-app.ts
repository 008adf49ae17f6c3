import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import { createDb, type Db } from '../../src/db/create-db';
import { migrateToLatest } from '../../src/db/migrate';
import { seedIfEmpty } from '../../src/seed/seed';
import { PG_TEMPLATES_ENV, databaseUrl, templateDatabase, withServer } from './postgres-templates';
import { TEMPLATES_ENV, templateFile } from './sqlite-templates';
import { testNow } from './test-clock';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** Moves the injectable clock; starts at the run's fixed now (test-clock.ts) unless given. */
  setNow: (date: Date) => void;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  seed?: boolean;
  now?: Date;
  configOverrides?: Partial<AppConfig>;
  logger?: FastifyServerOptions['logger'];
}

/** The address of each test app's own PostgreSQL database, for tests that connect to it from elsewhere. */
const postgresUrls = new WeakMap<Db, string>();

/** The address of the PostgreSQL database a test app runs on (undefined on SQLite). */
export function postgresUrlOf(db: Db): string | undefined {
  return postgresUrls.get(db);
}

/** The app's configuration as the tests run it. */
function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const defaults = loadConfig({});
  // Every inject comes from one address: the shop's per-address limits are off unless a test sets them.
  const shopLimits = { ...defaults.shopLimits, newCartsPerAddress: 0, cartActionsPerAddress: 0 };
  // light-my-request sends Host: localhost:80 unless a test names another.
  return {
    ...defaults,
    databaseUrl: null,
    publicOrigin: 'http://localhost',
    shopLimits,
    // Every inject comes from one address: the per-address render budget is off unless a test sets it.
    renderLimits: { ...defaults.renderLimits, perClient: 0 },
    // Tests read what the server rendered: a render slowed by a busy machine must not fall back to the browser.
    serverRenderTimeoutMs: 60_000,
    ...overrides,
  };
}

/**
 * Another api instance on the same database (and the same clock), as a second server process
 * would be; closed by the caller.
 */
export async function createSecondInstance(db: Db, clock: () => Date, overrides: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(overrides), db, clock });
  await app.ready();
  return app;
}

/**
 * Boots the real app on a freshly migrated and seeded database of its own: a new SQLite file, or,
 * when TEST_DATABASE_URL is set, a new database on that PostgreSQL server; each a copy of the
 * run's template when jest's global setup made one.
 */
export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  let db: Db;
  let dropDatabase: () => Promise<void>;
  if (pgUrl) {
    const name = `t_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const templates = process.env[PG_TEMPLATES_ENV];
    const template = templates ? ` template ${templateDatabase(templates, opts.seed === false ? 'migrated' : 'seeded')}` : '';
    await withServer(pgUrl, (client) => client.query(`create database ${name}${template}`));
    const url = databaseUrl(pgUrl, name);
    db = createDb({ databaseUrl: url, sqliteFile: ':memory:' });
    postgresUrls.set(db, url);
    dropDatabase = () => withServer(pgUrl, (client) => client.query(`drop database ${name} with (force)`)).then(() => undefined);
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-test-'));
    const file = path.join(dir, 'test.sqlite');
    const templates = process.env[TEMPLATES_ENV];
    if (templates) fs.copyFileSync(templateFile(templates, opts.seed === false ? 'migrated' : 'seeded'), file);
    db = createDb({ databaseUrl: null, sqliteFile: file });
    dropDatabase = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  // A no-op on a copy of a template (a round trip); the migrations themselves without one.
  await migrateToLatest(db.kysely);
  if (opts.seed !== false) await seedIfEmpty(db, testNow());
  let now = opts.now ?? testNow();
  const config = testConfig(opts.configOverrides);
  const app = await buildApp({ config, db, clock: () => now, logger: opts.logger });
  await app.ready();
  return {
    app,
    db,
    setNow: (date) => { now = date; },
    close: async () => {
      await app.close();
      await db.kysely.destroy();
      await dropDatabase();
    },
  };
}

/**
 * One app for a test file's tests: booted in beforeAll, closed in afterAll. Options given as
 * a function are read at boot, after the beforeAll hooks declared before this call.
 */
export function useTestApp(options: TestAppOptions | (() => TestAppOptions) = {}): Omit<TestApp, 'close'> {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(typeof options === 'function' ? options() : options);
  });
  afterAll(async () => {
    await current?.close();
  });
  const booted = (): TestApp => {
    if (!current) throw new Error('the test app boots in beforeAll');
    return current;
  };
  return {
    get app() { return booted().app; },
    get db() { return booted().db; },
    setNow: (date) => booted().setNow(date),
  };
}
