import type { Availability } from '@festival/shared/api-schemas/programme';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { freeSeatsByEvent } from '../shop/availability-repository';
import { availability } from './event-cards';

/**
 * The one place where the programme learns how bookable its events are: cards, the event
 * detail, JSON-LD and the cached list all ask here. Seats are counted at `now`, so a count
 * that subtracts holds (which expire by time) fits in without other changes. A cancelled event
 * is cancelled whatever its seats.
 */
export async function eventAvailability(db: Kysely<Database>, eventIds: number[], now: Date): Promise<Map<number, Availability>> {
  const summaries = await freeSeatsByEvent(db, eventIds, now);
  const cancelled = new Set(eventIds.length === 0 ? [] : (await db.selectFrom('events').select('id')
    .where('id', 'in', eventIds).where('is_cancelled', '=', 1).execute()).map((row) => row.id));
  return new Map(eventIds.map((id) => [id, availability(summaries.get(id), cancelled.has(id))]));
}
