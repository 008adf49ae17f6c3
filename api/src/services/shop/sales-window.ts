import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { ShopError } from './shop-errors';
import type { LockedTx } from './seat-locks';

const MINUTE_MS = 60_000;

/**
 * The one rule for when an event's ticket sales close: at its start, or `closeMinutes`
 * (SHOP_SALES_CLOSE_MINUTES) before it. Availability answers and the locked cart and order
 * actions all ask here, with the server's clock.
 */
export function salesClosed(dateStart: string, now: Date, closeMinutes: number): boolean {
  return now.getTime() >= Date.parse(dateStart) - closeMinutes * MINUTE_MS;
}

/** The events among `eventIds` whose sales have closed at `now`, with the title and start an answer's detail names. */
export async function closedEvents(db: Kysely<Database>, eventIds: readonly number[], now: Date, closeMinutes: number) {
  if (eventIds.length === 0) return [];
  const rows = await db.selectFrom('events').select(['id', 'title_en', 'date_start'])
    .where('id', 'in', [...new Set(eventIds)]).execute();
  return rows.filter((row) => salesClosed(row.date_start, now, closeMinutes));
}

/** A cart line as the sales rule names it: its cart item id and event. */
export interface CartLine {
  id: number;
  event_id: number;
}

/**
 * Refuses (409 salesClosed) a cart or order action that would sell tickets of an event whose
 * sales have closed, naming the events and, for an order, the cart lines concerned. Called under
 * the seat locks with the clock read there, so a sale cannot slip past the close while it
 * waited for its locks.
 */
export async function assertSalesOpen(
  tx: LockedTx, eventIds: readonly number[], now: Date, closeMinutes: number, lines: readonly CartLine[] = [],
): Promise<void> {
  const closed = await closedEvents(tx, eventIds, now, closeMinutes);
  if (closed.length === 0) return;
  const closedIds = new Set(closed.map((event) => event.id));
  const named = closed.map((event) => `"${event.title_en}" (${event.date_start})`).join(', ');
  throw new ShopError(
    'salesClosed',
    `Ticket sales have closed for ${named}.`,
    lines.filter((line) => closedIds.has(line.event_id)).map((line) => line.id),
  );
}
