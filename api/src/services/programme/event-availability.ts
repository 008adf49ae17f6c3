import type { Availability } from '@festival/shared/api-schemas/programme';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { freeSeatsByEvent, type EventSeats } from '../shop/availability-repository';
import { salesClosed } from '../shop/sales-window';

/** At or below this many bookable seats an event counts as nearly sold out. */
const LIMITED_SEATS = 20;

/** What availability() reads of an event besides its seats. */
export interface EventSaleState {
  date_start: string;
  is_cancelled: number;
}

/**
 * A cancelled event is cancelled; one without seat groups has free admission (spec §5: no
 * booking button); once its sales have closed (sales-window.ts) an event says so; otherwise
 * bookable seats decide.
 */
export function availability(summary: EventSeats | undefined, event: EventSaleState, now: Date, salesCloseMinutes: number): Availability {
  if (event.is_cancelled === 1) return 'cancelled';
  if (!summary || summary.groups === 0) return 'free';
  if (salesClosed(event.date_start, now, salesCloseMinutes)) return 'sales_closed';
  if (summary.seats <= 0) return 'sold_out';
  return summary.seats <= LIMITED_SEATS ? 'limited' : 'available';
}

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
