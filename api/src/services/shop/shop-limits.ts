/**
 * How much one visitor may hold (a script must not hold a sold-out night): tickets per
 * cart line and per cart and event, counted on the sum of what the cart holds; how often
 * one client address may open a cart or add to one (0 turns an address limit off); and when
 * an event's sales close.
 */
export interface ShopLimits {
  /** Tickets of one price (and time slot) in one cart. */
  ticketsPerLine: number;
  /** Tickets of one event in one cart, over all its prices and seat groups. */
  ticketsPerCartAndEvent: number;
  /** New carts per client address within NEW_CART_WINDOW. */
  newCartsPerAddress: number;
  /** Add-to-cart calls per client address within CART_ACTION_WINDOW. */
  cartActionsPerAddress: number;
  /** How long a cart action waits for its seat locks before it answers 503 (retry). */
  lockTimeoutMs: number;
  /** Ticket sales of an event close this many minutes before its start (sales-window.ts). */
  salesCloseMinutes: number;
}

/** A new cart holds its seats for the 15 minutes of spec §9: the window that limits new carts is as long. */
export const NEW_CART_WINDOW = '15 minutes';
export const CART_ACTION_WINDOW = '1 minute';

export const DEFAULT_SHOP_LIMITS: ShopLimits = {
  ticketsPerLine: 20,
  ticketsPerCartAndEvent: 30,
  newCartsPerAddress: 10,
  cartActionsPerAddress: 30,
  lockTimeoutMs: 5000,
  salesCloseMinutes: 0,
};

function count(value: string | undefined, fallback: number, minimum: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < minimum) throw new Error(`expected a whole number of at least ${minimum}, got "${value}"`);
  return parsed;
}

export function shopLimitsFrom(env: NodeJS.ProcessEnv): ShopLimits {
  return {
    ticketsPerLine: count(env.SHOP_MAX_TICKETS_PER_LINE, DEFAULT_SHOP_LIMITS.ticketsPerLine, 1),
    ticketsPerCartAndEvent: count(env.SHOP_MAX_TICKETS_PER_EVENT, DEFAULT_SHOP_LIMITS.ticketsPerCartAndEvent, 1),
    newCartsPerAddress: count(env.SHOP_NEW_CARTS_PER_ADDRESS, DEFAULT_SHOP_LIMITS.newCartsPerAddress, 0),
    cartActionsPerAddress: count(env.SHOP_CART_ACTIONS_PER_ADDRESS, DEFAULT_SHOP_LIMITS.cartActionsPerAddress, 0),
    lockTimeoutMs: count(env.SHOP_LOCK_TIMEOUT_MS, DEFAULT_SHOP_LIMITS.lockTimeoutMs, 1),
    salesCloseMinutes: count(env.SHOP_SALES_CLOSE_MINUTES, DEFAULT_SHOP_LIMITS.salesCloseMinutes, 0),
  };
}
