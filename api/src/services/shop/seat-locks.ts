import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/create-db';
import type { Database } from '../../db/database';

declare const lockedBrand: unique symbol;
/**
 * A transaction that holds the seat locks; repository functions that recount availability
 * take this type, so calling them outside withSeatLocks does not compile.
 */
export type LockedTx = Kysely<Database> & { readonly [lockedBrand]: true };

export interface SeatLockKeys {
  seatGroupIds: readonly number[];
  timeslotIds: readonly number[];
}

/** How a service gets its locked transaction: withSeatLocks, or a lock-free runner in a test that proves the race. */
export type SeatLockRunner = <T>(db: Db, keys: SeatLockKeys, work: (tx: LockedTx) => Promise<T>) => Promise<T>;

/** Advisory-lock namespaces (the two-int form): seat groups and time slots never collide. */
const SEAT_GROUP_LOCK = 5001;
const TIMESLOT_LOCK = 5002;

function sortedUnique(ids: readonly number[]): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}

/**
 * Runs `work` in one transaction that owns every seat it may count or change. SQLite has one
 * writer: BEGIN IMMEDIATE takes the write lock before the first read, so a recount cannot go
 * stale. PostgreSQL locks per seat group and per time slot, always seat groups first and each
 * kind in ascending id order, so two carts that need the same pair never wait on each other in
 * a cycle. Callers read the clock inside `work`, after the locks are theirs.
 */
export const withSeatLocks: SeatLockRunner = async (db, keys, work) => {
  if (db.dialect === 'postgres') {
    return db.kysely.transaction().execute(async (trx) => {
      for (const id of sortedUnique(keys.seatGroupIds)) await sql`select pg_advisory_xact_lock(${SEAT_GROUP_LOCK}, ${id})`.execute(trx);
      for (const id of sortedUnique(keys.timeslotIds)) await sql`select pg_advisory_xact_lock(${TIMESLOT_LOCK}, ${id})`.execute(trx);
      return work(trx as unknown as LockedTx); // the brand only marks that the locks are held
    });
  }
  return db.kysely.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection as LockedTx); // the brand only marks that the lock is held
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
};
