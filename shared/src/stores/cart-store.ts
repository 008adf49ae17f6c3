import { create } from 'zustand';
import { CART_AMOUNT_COOKIE, CART_URL_COOKIE } from '@festival/shared/cookies/cart-cookies';
import { readCookie } from '@festival/shared/cookies/cookies';

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
