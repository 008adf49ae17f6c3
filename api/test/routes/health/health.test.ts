import { Kysely, PostgresDialect } from 'kysely';
import { Pool } from 'pg';
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import type { Database } from '../../../src/db/database';
import { useTestApp } from '../../helpers/test-app';

const t = useTestApp({ seed: false });

test('/healthz answers while the process is up, whatever the Host', async () => {
  const res = await t.app.inject({ url: '/healthz', headers: { host: '10.1.2.3:3000' } });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok' });
  expect(res.headers['cache-control']).toBe('no-store');
});

test('/readyz answers 200 on a reachable, fully migrated database', async () => {
  const res = await t.app.inject({ url: '/readyz', headers: { host: '10.1.2.3:3000' } });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ready' });
});

test('/readyz answers 503 while a migration is pending', async () => {
  const last = await t.db.kysely.selectFrom('kysely_migration' as never).select('name' as never).orderBy('name' as never, 'desc')
    .executeTakeFirstOrThrow() as { name: string };
  await t.db.kysely.deleteFrom('kysely_migration' as never).where('name' as never, '=', last.name as never).execute();
  try {
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ detail: 'Migrations pending', pending: [last.name] });
  } finally {
    await t.db.kysely.insertInto('kysely_migration' as never).values({ name: last.name, timestamp: new Date().toISOString() }).execute();
  }
  expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
});

test('/readyz answers 503 when the database cannot be reached', async () => {
  // Port 1 on the loopback: nothing listens, the connection is refused at once.
  const pool = new Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none', connectionTimeoutMillis: 5000 });
  const db = { kysely: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' as const };
  const app = await buildApp({ config: { ...loadConfig({}), publicOrigin: 'http://localhost' }, db });
  try {
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ detail: 'Database unreachable' });
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  } finally {
    await app.close();
    await db.kysely.destroy();
  }
});
