import { create } from 'zustand';
import { readCookie } from '@festival/shared/cookies/cookies';

/** Spec §9: the webshop keeps the cart size and address in these cookies for 15 minutes. */
export const CART_AMOUNT_COOKIE = 'cartAmount';
export const CART_URL_COOKIE = 'cartUrl';

export interface CartState {
  count: number;
  url: string | null;
  /** Re-reads the cookies; called on a cart-updated event and on route changes (spec §4). */
  refresh: () => void;
}

function readCount(): number {
  const value = Number(readCookie(CART_AMOUNT_COOKIE));
  return Number.isInteger(value) && value > 0 ? value : 0;
}

export const useCartStore = create<CartState>()((set) => ({
  count: readCount(),
  url: readCookie(CART_URL_COOKIE),
  refresh: () => set({ count: readCount(), url: readCookie(CART_URL_COOKIE) }),
}));
