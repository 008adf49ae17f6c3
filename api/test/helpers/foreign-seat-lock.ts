import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { Client } from 'pg';
import type { Db } from '../../src/db/create-db';
import { postgresUrlOf } from './test-app';

/** Another connection's hold on a seat group's lock: PostgreSQL's advisory lock, SQLite's write lock. */
export interface ForeignLock {
  release: () => Promise<void>;
}

/** The lock a long booking in another api instance would hold on a seat group. */
export async function holdSeatGroupElsewhere(db: Db, seatGroupId: number): Promise<ForeignLock> {
  if (db.dialect === 'postgres') {
    const client = new Client({ connectionString: postgresUrlOf(db) });
    await client.connect();
    await client.query('select pg_advisory_lock(5001, $1)', [seatGroupId]);
    return { release: async () => { await client.query('select pg_advisory_unlock_all()'); await client.end(); } };
  }
  const { rows } = await sql<{ name: string; file: string }>`pragma database_list`.execute(db.kysely);
  const other = new SQLite(rows.find((row) => row.name === 'main')!.file);
  other.exec('begin immediate');
  return { release: async () => { other.exec('rollback'); other.close(); } };
}
