import { webshopPath } from '@festival/shared/routes/webshop-paths';
import { sql } from 'kysely';
import type { Db } from '../src/db/create-db';

export interface TicketedEvent {
  eventId: number;
  jet: number;
  seatGroupIds: number[];
  /** Block ids of the event's time slots, in time order. */
  blockIds: number[];
  timeslotIds: number[];
}

async function nextId(db: Db, table: 'events' | 'seat_groups' | 'prices' | 'timeslots'): Promise<number> {
  const row = await db.kysely.selectFrom(table).select(sql<number>`max(id)`.as('id')).executeTakeFirst();
  return Number(row?.id ?? 0) + 1;
}

/**
 * An online event of its own for a test: one seat group per capacity, each with a full price
 * (sale type 1, 18.00) and a discount (sale type 2, 9.50), and time slots of the given capacities.
 */
export async function createTicketedEvent(
  db: Db, opts: { capacities: number[]; slotCapacities?: number[]; dateStart?: string },
): Promise<TicketedEvent> {
  const eventId = await nextId(db, 'events');
  const jet = 900000 + eventId;
  const room = await db.kysely.selectFrom('rooms').select('id').orderBy('id').executeTakeFirstOrThrow();
  const dateStart = opts.dateStart ?? '2030-06-01T18:00:00.000Z';
  await db.kysely.insertInto('events').values({
    id: eventId, slug: `test-event-${eventId}`, title_de: `Testabend ${eventId}`, title_en: `Test evening ${eventId}`,
    preline_de: '', preline_en: '', subline_de: '', subline_en: '', description_de: '', description_en: '',
    date_start: dateStart, date_end: dateStart, room_id: room.id, exhibition_type_id: null, genre_id: null,
    series_id: null, production_id: null, event_jet_id: jet, ticket_url: webshopPath({ name: 'event', jet }),
    image: null, is_highlight: 0, is_online: 1,
  }).execute();
  // The box office's full price and reduced sale types, which its prices name (a bare database lacks them).
  await db.kysely.insertInto('sale_types').values([
    { id: 1, name_de: 'Vollpreis', name_en: 'Full price', sort: 0 }, { id: 2, name_de: 'Ermäßigt', name_en: 'Reduced', sort: 1 },
  ]).onConflict((oc) => oc.column('id').doNothing()).execute();
  const seatGroupIds: number[] = [];
  for (const [sort, capacity] of opts.capacities.entries()) {
    const id = await nextId(db, 'seat_groups');
    await db.kysely.insertInto('seat_groups').values({
      id, event_id: eventId, name_de: `Gruppe ${sort + 1}`, name_en: `Group ${sort + 1}`, text_de: '', text_en: '',
      capacity, is_available: 1, sort,
    }).execute();
    const priceId = await nextId(db, 'prices');
    await db.kysely.insertInto('prices').values([
      { id: priceId, seat_group_id: id, sale_type_id: 1, amount: '18.00', text_de: 'Vollpreis', text_en: 'Full price', name_de: 'Vollpreis', name_en: 'Full price', sort: 0 },
      { id: priceId + 1, seat_group_id: id, sale_type_id: 2, amount: '9.50', text_de: 'Ermäßigt', text_en: 'Reduced', name_de: 'Ermäßigt', name_en: 'Reduced', sort: 1 },
    ]).execute();
    seatGroupIds.push(id);
  }
  const blockIds: number[] = [];
  const timeslotIds: number[] = [];
  for (const [index, capacity] of (opts.slotCapacities ?? []).entries()) {
    const id = await nextId(db, 'timeslots');
    const start = new Date(new Date(dateStart).getTime() + index * 30 * 60000).toISOString();
    await db.kysely.insertInto('timeslots').values({ id, event_id: eventId, time_start: start, block_id: 70000 + id, capacity }).execute();
    blockIds.push(70000 + id);
    timeslotIds.push(id);
  }
  return { eventId, jet, seatGroupIds, blockIds, timeslotIds };
}
