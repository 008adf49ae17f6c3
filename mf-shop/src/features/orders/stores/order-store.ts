import { create } from 'zustand';
import type { Order } from '@festival/shared/api-schemas/shop';

/**
 * The order this visitor just placed or looked up, for its page /webshop/orders/{code}. It
 * lives in memory only: after a reload the page asks for the e-mail address again, so an
 * order code alone never shows anyone's order.
 */
export interface OrderState {
  order: Order | null;
  /** True right after checkout: the page thanks the buyer. */
  placed: boolean;
  show: (order: Order, placed: boolean) => void;
}

export const useOrderStore = create<OrderState>()((set) => ({
  order: null,
  placed: false,
  show: (order, placed) => set({ order, placed }),
}));
