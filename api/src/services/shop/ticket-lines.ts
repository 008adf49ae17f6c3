import type { AliasedSelectQueryBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** What a source of ticket lines (cart holds, order items) hands to ticketLines. */
export interface TicketLineSource {
  id: number;
  event_id: number;
  seat_group_id: number;
  price_id: number;
  timeslot_id: number | null;
  quantity: number;
}

/**
 * Ticket lines with what the cart, the confirmation and the order lookup show of their event,
 * venue and room, seat group, price name and time slot, in programme order. `lines` is the source's own
 * select aliased "line"; its further columns come through as they are, and the caller adds
 * the price it shows (the list price for a hold, the charged one for a sold item).
 */
export function ticketLines<L extends TicketLineSource>(db: Kysely<Database>, lines: AliasedSelectQueryBuilder<L, 'line'>) {
  return db.selectFrom(lines)
    .innerJoin('events', 'events.id', 'line.event_id')
    .innerJoin('rooms', 'rooms.id', 'events.room_id')
    .innerJoin('venues', 'venues.id', 'rooms.venue_id')
    .innerJoin('seat_groups', 'seat_groups.id', 'line.seat_group_id')
    .innerJoin('prices', 'prices.id', 'line.price_id')
    .leftJoin('timeslots', 'timeslots.id', 'line.timeslot_id')
    .selectAll('line')
    .select([
      'events.slug', 'events.title_de', 'events.title_en', 'events.date_start',
      'venues.name_de as venue_de', 'venues.name_en as venue_en', 'rooms.name_de as room_de', 'rooms.name_en as room_en',
      'seat_groups.name_de as seat_group_de', 'seat_groups.name_en as seat_group_en',
      'prices.name_de as price_de', 'prices.name_en as price_en',
      'timeslots.time_start',
    ])
    .orderBy('events.date_start').orderBy('line.id');
}
