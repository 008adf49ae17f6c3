import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql, type SqliteDatabase, type SqliteStatement } from 'kysely';
import { Client } from 'pg';
import { createDb, withStatementCache } from '../../src/db/create-db';

function fakeDatabase() {
  const prepared: string[] = [];
  let closed = false;
  const database: SqliteDatabase = {
    prepare: (sql) => {
      prepared.push(sql);
      return { reader: true, all: () => [], run: () => ({ changes: 0, lastInsertRowid: 0 }), iterate: () => [][Symbol.iterator]() } satisfies SqliteStatement;
    },
    close: () => { closed = true; },
  };
  return { database, prepared, isClosed: () => closed };
}

test('the same SQL is prepared once and answers the same statement', () => {
  const fake = fakeDatabase();
  const cached = withStatementCache(fake.database);
  const first = cached.prepare('select 1');
  expect(cached.prepare('select 1')).toBe(first);
  expect(fake.prepared).toEqual(['select 1']);
});

test('past its bound the cache drops the least recently used statement', () => {
  const fake = fakeDatabase();
  const cached = withStatementCache(fake.database, 2);
  cached.prepare('a');
  cached.prepare('b');
  cached.prepare('a');
  cached.prepare('c');
  cached.prepare('a');
  cached.prepare('b');
  expect(fake.prepared).toEqual(['a', 'b', 'c', 'b']);
});

test('closing closes the database', () => {
  const fake = fakeDatabase();
  withStatementCache(fake.database).close();
  expect(fake.isClosed()).toBe(true);
});

test('a transaction that reads, then writes, keeps its write when another process writes the file meanwhile: that one waits', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-db-'));
  const file = path.join(dir, 'site.sqlite');
  const db = createDb({ databaseUrl: null, sqliteFile: file });
  // Another process on the same file, such as the create-staff command; it does not wait here, so its refusal shows.
  const other = new SQLite(file);
  other.pragma('busy_timeout = 0');
  try {
    await sql`create table counts (id integer primary key, n integer not null)`.execute(db.kysely);
    await sql`insert into counts (id, n) values (1, 0)`.execute(db.kysely);
    let otherWrite: unknown = null;
    await db.kysely.transaction().execute(async (trx) => {
      await sql`select n from counts where id = 1`.execute(trx);
      try {
        other.prepare('update counts set n = n + 100 where id = 1').run();
      } catch (error) {
        otherWrite = error;
      }
      await sql`update counts set n = n + 1 where id = 1`.execute(trx);
    });
    expect(String(otherWrite)).toMatch(/database is locked/);
    expect(other.prepare('select n from counts where id = 1').get()).toEqual({ n: 1 });
  } finally {
    other.close();
    await db.kysely.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

const pgUrl = process.env.TEST_DATABASE_URL;
const onPostgres = pgUrl ? test : test.skip;

onPostgres('an idle connection the server ends is a warning, not the end of the process; the next query gets another', async () => {
  const db = createDb({ databaseUrl: pgUrl!, sqliteFile: ':memory:' });
  const warned = new Promise<string>((resolve) => {
    jest.spyOn(process, 'emitWarning').mockImplementationOnce((warning) => resolve(String(warning)));
  });
  const admin = new Client({ connectionString: pgUrl });
  try {
    const { rows: [idle] } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db.kysely);
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [idle!.pid]);
    expect(await warned).toMatch(/^PostgreSQL ended an idle connection: terminating connection/);
    const { rows: [next] } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db.kysely);
    expect(next!.pid).not.toBe(idle!.pid);
  } finally {
    await admin.end();
    await db.kysely.destroy();
  }
});
