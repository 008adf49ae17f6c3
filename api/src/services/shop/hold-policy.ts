import { webshopPath } from '@festival/shared/routes/webshop-paths';

/** Spec §9: tickets are reserved for 15 minutes after the last cart action. */
export const HOLD_MINUTES = 15;
export const HOLD_SECONDS = HOLD_MINUTES * 60;

export function holdExpiry(now: Date): string {
  return new Date(now.getTime() + HOLD_SECONDS * 1000).toISOString();
}

/** The webshop's cart page; not localised (spec §2). */
export const CART_URL = webshopPath({ name: 'cart' });
