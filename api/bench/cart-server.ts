import { Kysely, PostgresDialect } from 'kysely';
import { Pool } from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb, type Db } from '../src/db/create-db';
import { shopLimitsFrom } from '../src/services/shop/shop-limits';
import type { Database } from '../src/db/database';

/**
 * One api process on an existing, migrated database, for the shop's concurrency test and the
 * cart benchmark: several of these share one SQLite file or PostgreSQL schema, each with its
 * own connections. Tells its parent the port it listens on; stops when the parent goes.
 * Env: SHOP_SQLITE_FILE, or SHOP_PG_URL with SHOP_PG_SCHEMA and SHOP_PG_POOL; SHOP_LOCK_TIMEOUT_MS.
 */
function openDb(env: NodeJS.ProcessEnv): Db {
  if (env.SHOP_PG_URL) {
    const pool = new Pool({
      connectionString: env.SHOP_PG_URL,
      max: Number(env.SHOP_PG_POOL ?? 10),
      ...(env.SHOP_PG_SCHEMA ? { options: `-c search_path=${env.SHOP_PG_SCHEMA}` } : {}),
    });
    return { kysely: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  if (!env.SHOP_SQLITE_FILE) throw new Error('SHOP_SQLITE_FILE or SHOP_PG_URL is required');
  return createDb({ databaseUrl: null, sqliteFile: env.SHOP_SQLITE_FILE });
}

async function main(): Promise<void> {
  const db = openDb(process.env);
  const defaults = loadConfig({});
  // The load comes from one address: the per-address cart limits would refuse it after a few carts.
  const lockTimeoutMs = shopLimitsFrom({ SHOP_LOCK_TIMEOUT_MS: process.env.SHOP_LOCK_TIMEOUT_MS }).lockTimeoutMs;
  const shopLimits = { ...defaults.shopLimits, newCartsPerAddress: 0, cartActionsPerAddress: 0, lockTimeoutMs };
  // Its callers address it as 127.0.0.1, which the trusted-host check must know.
  const allowedHosts = [...defaults.allowedHosts, '127.0.0.1'];
  const app = await buildApp({ config: { ...defaults, seedOnStart: false, shopLimits, allowedHosts }, db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.send?.({ port });
  process.on('disconnect', () => {
    void app.close().then(() => db.kysely.destroy()).finally(() => process.exit(0));
  });
}

void main();
