import { sql, type Kysely, type Transaction } from 'kysely';
import type { Db, DialectName } from '../../db/create-db';
import type { Database } from '../../db/database';
import { ServiceBusyError } from '../common/http-errors';

declare const lockedBrand: unique symbol;
/**
 * A transaction that holds the seat locks; repository functions that recount availability
 * take this type, so calling them outside plannedSeatLocks does not compile.
 */
export type LockedTx = Kysely<Database> & { readonly [lockedBrand]: true };

export interface SeatLockKeys {
  seatGroupIds: readonly number[];
  timeslotIds: readonly number[];
}

/** What a locked action needs before its locks: the keys to take and whatever it resolved to find them. */
export interface LockPlan<P> {
  keys: SeatLockKeys;
  plan: P;
}

/**
 * How a service gets its locked transaction: plannedSeatLocks, or a lock-free runner in a
 * test that proves the race. `prepare` reads, in the same transaction, what the locks depend on.
 */
export type SeatLockRunner = <P, T>(
  db: Db,
  prepare: (tx: Kysely<Database>) => Promise<LockPlan<P>>,
  work: (tx: LockedTx, plan: P) => Promise<T>,
) => Promise<T>;

/** Advisory-lock namespaces (the two-int form): seat groups and time slots never collide. */
const SEAT_GROUP_LOCK = 5001;
const TIMESLOT_LOCK = 5002;

function sortedUnique(ids: readonly number[]): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}

/**
 * A cart or order action that did not get its seat locks in time: in a sale spike requests
 * wait a bounded time and are answered "try again" instead of queueing without end.
 */
export class SeatsBusyError extends ServiceBusyError {
  constructor() {
    super('Many people are booking these seats right now. Please try again in a moment.', 2);
  }
}

/** PostgreSQL lock_not_available (lock_timeout ran out) and SQLite's busy answer after busy_timeout. */
function isLockWaitTimeout(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '55P03' || code === 'SQLITE_BUSY';
}

/**
 * Runs `prepare`, then `work`, in one transaction that owns every seat `work` may count or
 * change. SQLite has one writer: BEGIN IMMEDIATE takes the write lock before the first read,
 * so a recount cannot go stale, and the request's reads run in the same turn of the one
 * connection instead of queueing once per statement behind other carts' transactions; it waits
 * at most the lock timeout (as busy_timeout) for another process. PostgreSQL locks per seat group
 * and per time slot once `prepare` has named them, always seat groups first and each kind in
 * ascending id order, so two carts that need the same pair never wait on each other in a
 * cycle; lock_timeout bounds the wait. A wait that runs out is a SeatsBusyError. Callers read
 * the clock inside `work`, after the locks are theirs.
 */
export function plannedSeatLocks(lockTimeoutMs: number): SeatLockRunner {
  return (db, prepare, work) => busyWhenWaitRunsOut(() => runLocked(db, lockTimeoutMs, prepare, work));
}

async function busyWhenWaitRunsOut<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isLockWaitTimeout(error)) throw new SeatsBusyError();
    throw error;
  }
}

async function takeAdvisoryLocks(tx: Kysely<Database>, keys: SeatLockKeys): Promise<void> {
  for (const id of sortedUnique(keys.seatGroupIds)) await sql`select pg_advisory_xact_lock(${SEAT_GROUP_LOCK}, ${id})`.execute(tx);
  for (const id of sortedUnique(keys.timeslotIds)) await sql`select pg_advisory_xact_lock(${TIMESLOT_LOCK}, ${id})`.execute(tx);
}

/** PostgreSQL: bounds every lock wait of the rest of the transaction. */
async function setLockTimeout(tx: Kysely<Database>, lockTimeoutMs: number): Promise<void> {
  await sql`select set_config('lock_timeout', ${`${Math.trunc(lockTimeoutMs)}ms`}, true)`.execute(tx);
}

/** SQLite: how long the one connection waits for another process's write lock. */
export async function setBusyTimeout(connection: Kysely<Database>, lockTimeoutMs: number): Promise<void> {
  await sql.raw(`pragma busy_timeout = ${Math.trunc(lockTimeoutMs)}`).execute(connection);
}

async function runLocked<P, T>(
  db: Db, lockTimeoutMs: number, prepare: (tx: Kysely<Database>) => Promise<LockPlan<P>>, work: (tx: LockedTx, plan: P) => Promise<T>,
): Promise<T> {
  if (db.dialect === 'postgres') {
    return db.kysely.transaction().execute(async (trx) => {
      await setLockTimeout(trx, lockTimeoutMs);
      const { keys, plan } = await prepare(trx);
      await takeAdvisoryLocks(trx, keys);
      return work(trx as unknown as LockedTx, plan); // the brand only marks that the locks are held
    });
  }
  return db.kysely.connection().execute(async (connection) => {
    // The one connection's busy timeout is the lock timeout: how long BEGIN IMMEDIATE waits for another process.
    await setBusyTimeout(connection, lockTimeoutMs);
    await sql`begin immediate`.execute(connection);
    try {
      const { plan } = await prepare(connection);
      const result = await work(connection as LockedTx, plan); // the brand only marks that the lock is held
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}

/** The seats a set of holds occupies: their seat groups and time slots. */
export function seatLockKeysOf(holds: readonly { seat_group_id: number; timeslot_id: number | null }[]): SeatLockKeys {
  return {
    seatGroupIds: holds.map((hold) => hold.seat_group_id),
    timeslotIds: holds.flatMap((hold) => (hold.timeslot_id === null ? [] : [hold.timeslot_id])),
  };
}

/**
 * The seat locks taken inside a transaction that is open already (an editor's write that
 * changes capacities), in the same order and with the same bounded wait as plannedSeatLocks.
 * SQLite's transaction holds the one write lock since its BEGIN IMMEDIATE (db/sqlite-immediate-dialect.ts),
 * which waited the lock timeout set at start (app.ts). A wait that runs out is a SeatsBusyError.
 */
export async function lockSeatsWithin(tx: Transaction<Database>, dialect: DialectName, keys: SeatLockKeys, lockTimeoutMs: number): Promise<LockedTx> {
  if (dialect === 'postgres') {
    await busyWhenWaitRunsOut(async () => {
      await setLockTimeout(tx, lockTimeoutMs);
      await takeAdvisoryLocks(tx, keys);
    });
  }
  return tx as unknown as LockedTx; // the brand only marks that the locks are held
}
