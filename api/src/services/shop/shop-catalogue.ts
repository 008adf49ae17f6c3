import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { bool } from '../common/stored-values';
import { ShopError } from './shop-errors';

/** What one add-to-cart call books: the seat group, its prices by sale type and the time slot. */
export interface BookingTarget {
  eventId: number;
  seatGroup: { id: number; capacity: number };
  prices: { priceId: number; quantity: number }[];
  timeslot: { id: number; capacity: number } | null;
}

export interface BookingInput {
  event_jet_id: number;
  seat_group?: number;
  block_id?: number;
  sale_type_ids: number[];
  quantities: number[];
}

/**
 * Resolves an add-to-cart call against the programme's seat groups, prices and time slots
 * (static data, read in the cart's transaction before its seat locks are taken). A seat group or slot marked unavailable cannot be
 * booked (spec §5 status '0'), nor can a cancelled event; without block_id the first available slot is used (spec §5).
 */
export async function resolveBooking(db: Kysely<Database>, input: BookingInput): Promise<BookingTarget> {
  const groups = await db.selectFrom('seat_groups')
    .innerJoin('events', 'events.id', 'seat_groups.event_id')
    .select(['seat_groups.id', 'seat_groups.event_id', 'seat_groups.capacity', 'seat_groups.is_available'])
    .where('events.event_jet_id', '=', input.event_jet_id).where('events.is_online', '=', 1).where('events.is_cancelled', '=', 0)
    .orderBy('seat_groups.sort').orderBy('seat_groups.id').execute();
  // An event without seat groups has nothing to book either.
  const eventId = groups[0]?.event_id;
  if (eventId === undefined) throw new ShopError('notBookable');
  const bookable = groups.filter((group) => bool(group.is_available) && group.capacity > 0);
  const group = input.seat_group === undefined
    ? (bookable.length === 1 ? bookable[0] : undefined)
    : bookable.find((candidate) => candidate.id === input.seat_group);
  if (!group) throw new ShopError('notBookable');

  const prices = await db.selectFrom('prices').select(['id', 'sale_type_id'])
    .where('seat_group_id', '=', group.id).execute();
  const wanted = new Map<number, number>();
  input.sale_type_ids.forEach((saleType, index) => {
    wanted.set(saleType, (wanted.get(saleType) ?? 0) + (input.quantities[index] ?? 0));
  });
  const lines = [...wanted].map(([saleType, quantity]) => {
    const price = prices.find((candidate) => candidate.sale_type_id === saleType);
    if (!price) throw new ShopError('notBookable');
    return { priceId: price.id, quantity };
  });

  const slots = await db.selectFrom('timeslots').select(['id', 'block_id', 'capacity'])
    .where('event_id', '=', eventId).orderBy('time_start').orderBy('id').execute();
  const openSlots = slots.filter((slot) => slot.capacity > 0);
  let timeslot: BookingTarget['timeslot'] = null;
  if (slots.length > 0) {
    const slot = input.block_id === undefined ? openSlots[0] : openSlots.find((candidate) => candidate.block_id === input.block_id);
    if (!slot) throw new ShopError('notBookable');
    timeslot = { id: slot.id, capacity: slot.capacity };
  } else if (input.block_id !== undefined) {
    throw new ShopError('notBookable');
  }
  return { eventId, seatGroup: { id: group.id, capacity: group.capacity }, prices: lines, timeslot };
}
