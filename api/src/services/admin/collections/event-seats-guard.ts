import type { Transaction } from 'kysely';
import type { Database } from '../../../db/database';
import { takenSeatsInGroups, takenSeatsInTimeslot } from '../../shop/availability-repository';
import { lockSeatsWithin } from '../../shop/seat-locks';
import { AdminConflictError } from '../admin-errors';
import type { AdminObject, WriteChange } from '../collection-definition';

type Item = AdminObject & { id?: number; capacity?: number };
const items = (object: AdminObject | null, key: string): Item[] => (object?.[key] as Item[] | undefined) ?? [];
const ids = (list: Item[]) => list.map((item) => item.id).filter((id): id is number => typeof id === 'number');

/** Whether any order (cancelled ones too: their rows still name it) holds tickets of these rows. */
async function sold(tx: Transaction<Database>, column: 'event_id' | 'seat_group_id' | 'price_id' | 'timeslot_id', rowIds: number[]): Promise<boolean> {
  if (rowIds.length === 0) return false;
  return (await tx.selectFrom('order_items').select('id').where(column, 'in', rowIds).limit(1).executeTakeFirst()) !== undefined;
}

const CANCEL_INSTEAD = 'Tickets of it have been sold; cancel the event instead (is_cancelled).';

/**
 * An event's destructive changes the data forbids (409): deleting it, or removing a seat group,
 * price or time slot, once tickets of it were sold; a capacity below the seats held and sold.
 * The seat locks are taken first, so no booking slips in between the count and the write.
 */
export async function eventSeatsGuard(tx: Transaction<Database>, { id, before, after, now, dialect, lockTimeoutMs }: WriteChange): Promise<void> {
  const groupsBefore = items(before, 'seat_groups');
  const slotsBefore = items(before, 'timeslots');
  const locked = await lockSeatsWithin(tx, dialect, { seatGroupIds: ids(groupsBefore), timeslotIds: ids(slotsBefore) }, lockTimeoutMs);
  if (after === null) {
    if (await sold(tx, 'event_id', [id])) throw new AdminConflictError(CANCEL_INSTEAD);
    return;
  }
  const groupsAfter = items(after, 'seat_groups');
  const keptGroups = new Set(ids(groupsAfter));
  if (await sold(tx, 'seat_group_id', ids(groupsBefore).filter((group) => !keptGroups.has(group)))) throw new AdminConflictError(CANCEL_INSTEAD, 'seat_groups');
  const taken = await takenSeatsInGroups(locked, ids(groupsBefore), now.toISOString());
  for (const [index, group] of groupsAfter.entries()) {
    const previous = groupsBefore.find((old) => old.id === group.id);
    if (!previous || typeof group.id !== 'number') continue;
    const keptPrices = new Set(ids(items(group, 'prices')));
    if (await sold(tx, 'price_id', ids(items(previous, 'prices')).filter((price) => !keptPrices.has(price)))) {
      throw new AdminConflictError(CANCEL_INSTEAD, `seat_groups.${index}.prices`);
    }
    const held = taken.get(group.id) ?? 0;
    if ((group.capacity ?? 0) < held) throw new AdminConflictError(`${held} seats are held or sold; the capacity cannot be lower.`, `seat_groups.${index}.capacity`);
  }
  const slotsAfter = items(after, 'timeslots');
  const keptSlots = new Set(ids(slotsAfter));
  if (await sold(tx, 'timeslot_id', ids(slotsBefore).filter((slot) => !keptSlots.has(slot)))) throw new AdminConflictError(CANCEL_INSTEAD, 'timeslots');
  for (const [index, slot] of slotsAfter.entries()) {
    if (typeof slot.id !== 'number' || !keptSlots.has(slot.id) || !slotsBefore.some((old) => old.id === slot.id)) continue;
    const held = await takenSeatsInTimeslot(locked, slot.id, now.toISOString());
    if ((slot.capacity ?? 0) < held) throw new AdminConflictError(`${held} places are held or sold; the capacity cannot be lower.`, `timeslots.${index}.capacity`);
  }
}
