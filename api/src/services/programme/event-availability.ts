import type { Availability } from '@festival/shared/api-schemas/programme';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { freeSeatsByEvent } from '../shop/availability-repository';
import { availability } from './event-cards';

/**
 * The one place where the programme learns how bookable its events are: cards, JSON-LD and
 * the cached list all ask here. Seats are counted at `now`, so a count that subtracts holds
 * (which expire by time) fits in without other changes, and sales close by the same `now`.
 */
export async function eventAvailability(db: Kysely<Database>, eventIds: number[], now: Date, salesCloseMinutes: number): Promise<Map<number, Availability>> {
  if (eventIds.length === 0) return new Map();
  const [summaries, events] = await Promise.all([
    freeSeatsByEvent(db, eventIds, now),
    db.selectFrom('events').select(['id', 'date_start', 'is_cancelled']).where('id', 'in', eventIds).execute(),
  ]);
  return new Map(events.map((event) => [event.id, availability(summaries.get(event.id), event, now, salesCloseMinutes)]));
}
