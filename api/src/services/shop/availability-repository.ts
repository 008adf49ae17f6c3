import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { LockedTx } from './seat-locks';

/**
 * Seats taken = live holds (expires_at > now) + sold order items. Never stored as a counter:
 * expired holds drop out of every count by themselves, so no clean-up job is needed.
 */
function takenBySeatGroup(db: Kysely<Database>, seatGroupIds: number[], now: string) {
  const holds = db.selectFrom('cart_holds')
    .select(['seat_group_id as id', 'quantity'])
    .where('seat_group_id', 'in', seatGroupIds).where('expires_at', '>', now);
  const sold = db.selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select(['order_items.seat_group_id as id', 'order_items.quantity'])
    .where('order_items.seat_group_id', 'in', seatGroupIds).where('orders.status', '!=', 'cancelled');
  return db.selectFrom(holds.unionAll(sold).as('taken'))
    .select((eb) => ['taken.id', eb.fn.sum<number | string>('taken.quantity').as('seats')])
    .groupBy('taken.id');
}

function takenByTimeslot(db: Kysely<Database>, timeslotId: number, now: string) {
  return db.selectFrom('cart_holds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('quantity'), sql<number>`0`).as('seats'))
    .where('timeslot_id', '=', timeslotId).where('expires_at', '>', now)
    .unionAll(
      db.selectFrom('order_items')
        .innerJoin('orders', 'orders.id', 'order_items.order_id')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('order_items.quantity'), sql<number>`0`).as('seats'))
        .where('order_items.timeslot_id', '=', timeslotId).where('orders.status', '!=', 'cancelled'),
    );
}

async function takenMap(db: Kysely<Database>, seatGroupIds: number[], now: string): Promise<Map<number, number>> {
  if (seatGroupIds.length === 0) return new Map();
  const rows = await takenBySeatGroup(db, seatGroupIds, now).execute();
  return new Map(rows.map((row) => [row.id, Number(row.seats)]));
}

/** Seats held and sold per seat group (groups with none left out); only meaningful under their locks. */
export function takenSeatsInGroups(tx: LockedTx, seatGroupIds: number[], now: string): Promise<Map<number, number>> {
  return takenMap(tx, seatGroupIds, now);
}

/** Places held and sold in one time slot; only meaningful under its lock. */
export async function takenSeatsInTimeslot(tx: LockedTx, timeslotId: number, now: string): Promise<number> {
  const rows = await takenByTimeslot(tx, timeslotId, now).execute();
  return rows.reduce((sum, row) => sum + Number(row.seats), 0);
}

/** Free seats of one seat group; only meaningful under its lock. */
export async function freeSeatsInGroup(tx: LockedTx, seatGroup: { id: number; capacity: number }, now: string): Promise<number> {
  const taken = (await takenMap(tx, [seatGroup.id], now)).get(seatGroup.id) ?? 0;
  return Math.max(0, seatGroup.capacity - taken);
}

async function freeInTimeslot(db: Kysely<Database>, timeslot: { id: number; capacity: number }, now: string): Promise<number> {
  const rows = await takenByTimeslot(db, timeslot.id, now).execute();
  const taken = rows.reduce((sum, row) => sum + Number(row.seats), 0);
  return Math.max(0, timeslot.capacity - taken);
}

/** Free places of one time slot; only meaningful under its lock. */
export function freeSeatsInTimeslot(tx: LockedTx, timeslot: { id: number; capacity: number }, now: string): Promise<number> {
  return freeInTimeslot(tx, timeslot, now);
}

/** What the programme's availability() reads: seat groups and free seats of one event. */
export interface EventSeats {
  event_id: number;
  /** Seat groups of the event, bookable or not. */
  groups: number;
  /** Free seats over its bookable groups right now. */
  seats: number;
}

/** A seat group as listings and the event detail count it. */
export interface GroupSeats {
  id: number;
  event_id: number;
  is_available: number;
  capacity: number;
  /** Free right now: capacity less live holds and sales; 0 for a group that is not available. */
  free: number;
}

/**
 * Free seats per seat group of the given events. Read without locks: a listing or a detail
 * page may be a moment behind, the lock guards only the booking itself.
 */
export async function freeSeatsByGroup(db: Kysely<Database>, eventIds: number[], now: Date): Promise<GroupSeats[]> {
  if (eventIds.length === 0) return [];
  const groups = await db.selectFrom('seat_groups')
    .select(['id', 'event_id', 'capacity', 'is_available'])
    .where('event_id', 'in', eventIds).execute();
  const taken = await takenMap(db, groups.map((group) => group.id), now.toISOString());
  return groups.map((group) => ({
    ...group,
    free: group.is_available === 1 ? Math.max(0, group.capacity - (taken.get(group.id) ?? 0)) : 0,
  }));
}

/** The one sum from seat groups to an event's seats, for listings and the event detail alike. */
export function eventSeatsOf(eventId: number, groups: readonly GroupSeats[]): EventSeats {
  const own = groups.filter((group) => group.event_id === eventId);
  return { event_id: eventId, groups: own.length, seats: own.reduce((sum, group) => sum + group.free, 0) };
}

/** Free seats per event for listings (programme cards, shop calendar). */
export async function freeSeatsByEvent(db: Kysely<Database>, eventIds: number[], now: Date): Promise<Map<number, EventSeats>> {
  const groups = await freeSeatsByGroup(db, eventIds, now);
  const result = new Map<number, EventSeats>();
  for (const eventId of new Set(groups.map((group) => group.event_id))) result.set(eventId, eventSeatsOf(eventId, groups));
  return result;
}

/** Free places per time slot, for the event detail's slot states. */
export async function freeSeatsByTimeslot(db: Kysely<Database>, timeslots: readonly { id: number; capacity: number }[], now: Date): Promise<Map<number, number>> {
  const counted = await Promise.all(timeslots.map(async (slot) => [slot.id, await freeInTimeslot(db, slot, now.toISOString())] as const));
  return new Map(counted);
}
