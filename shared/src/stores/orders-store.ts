import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Order } from '@festival/shared/api-schemas/shop';

/**
 * The orders placed in this browser (the checkout keeps each one it placed), for Mein Festival and
 * the venue without network: order code, events, times, rooms and seats as the api answered them.
 * They belong to the account signed in when they were placed; another account never sees them.
 */
export interface OrdersState {
  /** The account the kept orders belong to: a hash, '' for a visitor without one, null before any answer. */
  owner: string | null;
  items: Order[];
  /** Keeps an order, replacing an earlier answer of the same code. */
  keep: (order: Order) => void;
  /**
   * The session named this account: orders of another account go. A visitor who signs in keeps
   * what they ordered without one; signing out, or in as someone else, leaves nothing behind.
   */
  claim: (account: string) => void;
}

export const ORDERS_STORAGE_KEY = 'festival-orders';
const MAX_ORDERS = 50;

export const useOrdersStore = create<OrdersState>()(
  persist(
    (set) => ({
      owner: null,
      items: [],
      keep: (order) => set((state) => ({ items: [order, ...state.items.filter((item) => item.code !== order.code)].slice(0, MAX_ORDERS) })),
      claim: (account) =>
        set((state) => ({ owner: account, items: state.owner && state.owner !== account ? [] : state.items })),
    }),
    {
      name: ORDERS_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ owner: state.owner, items: state.items }),
    },
  ),
);
