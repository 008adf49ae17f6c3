import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { withStatementCache } from '../../src/db/create-db';

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
