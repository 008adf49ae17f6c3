import { ShopError } from './shop-errors';
import type { ShopLimits } from './shop-limits';

/** A live hold of one cart for one event, as the limits count it. */
export interface HeldLine {
  price_id: number;
  timeslot_id: number | null;
  quantity: number;
}

/** Tickets a cart action adds to one line (price and time slot). */
export interface AddedLine {
  priceId: number;
  timeslotId: number | null;
  more: number;
}

/**
 * The per-line and per-cart-and-event maxima count what the cart already holds plus what the
 * action adds, so repeated calls cannot pile up more than one call may ask for. Only raising
 * is checked: a line over the limit (held before the limit was lowered) can always be lowered.
 */
export function assertWithinTicketLimits(limits: ShopLimits, held: readonly HeldLine[], added: readonly AddedLine[]): void {
  const raising = added.filter((line) => line.more > 0);
  if (raising.length === 0) return;
  for (const line of raising) {
    const inLine = held
      .filter((hold) => hold.price_id === line.priceId && hold.timeslot_id === line.timeslotId)
      .reduce((sum, hold) => sum + hold.quantity, 0);
    if (inLine + line.more > limits.ticketsPerLine) {
      throw new ShopError('tooManyOfOnePrice', `At most ${limits.ticketsPerLine} tickets of one price per cart.`);
    }
  }
  const inEvent = held.reduce((sum, hold) => sum + hold.quantity, 0) + raising.reduce((sum, line) => sum + line.more, 0);
  if (inEvent > limits.ticketsPerCartAndEvent) {
    throw new ShopError('tooManyTickets', `At most ${limits.ticketsPerCartAndEvent} tickets of one event per cart.`);
  }
}
