import { createStore } from 'zustand';
import type { Cart } from '@festival/shared/api-schemas/shop';
import { CART_UPDATED, dispatchAppEvent } from '@festival/shared/events/app-events';
import type { Locale } from '@festival/shared/i18n/locales';
import { SHOP_ERRORS } from '@festival/shared/api-schemas/shop-errors';
import { responseCodeOf } from '../../../api/response-code';
import { changeCartItem } from '../api/change-cart-item';
import { getCart } from '../api/get-cart';
import { removeCartItem } from '../api/remove-cart-item';

/** What the last cart action came to, when it needs saying. */
export type CartNotice = 'notEnoughSeats' | 'tooManyTickets' | 'tooManyOfOnePrice' | 'salesClosed' | 'expired' | 'failed' | null;

export interface CartPageState {
  status: 'loading' | 'ready' | 'error';
  cart: Cart | null;
  /** When the live holds run out on this browser's clock (epoch ms); null without live holds. */
  deadline: number | null;
  /** The line whose change is on its way. */
  busyId: number | null;
  notice: CartNotice;
  load: (locale: Locale) => Promise<void>;
  change: (id: number, quantity: number, locale: Locale) => Promise<void>;
  remove: (id: number, locale: Locale) => Promise<void>;
  /** The countdown ran out: the holds are gone, whatever this page last heard. */
  expire: () => void;
}

/** The deadline from the server's seconds-left, so a visitor's clock that is off does not matter. */
function received(cart: Cart, now = Date.now()): Pick<CartPageState, 'status' | 'cart' | 'deadline'> {
  return { status: 'ready', cart, deadline: cart.expires_in === null ? null : now + cart.expires_in * 1000 };
}

function noticeFor(error: unknown): CartNotice {
  const code = responseCodeOf(error);
  if (code === SHOP_ERRORS.notEnoughSeats.code) return 'notEnoughSeats';
  if (code === SHOP_ERRORS.noReservation.code) return 'expired';
  if (code === SHOP_ERRORS.tooManyTickets.code) return 'tooManyTickets';
  if (code === SHOP_ERRORS.tooManyOfOnePrice.code) return 'tooManyOfOnePrice';
  if (code === SHOP_ERRORS.salesClosed.code) return 'salesClosed';
  return 'failed';
}

/** One per cart or checkout page: the cart, its countdown and the changes made to it. */
export function createCartPageStore() {
  return createStore<CartPageState>()((set, get) => {
    const act = async (id: number, call: () => Promise<Cart>, locale: Locale) => {
      set({ busyId: id, notice: null });
      try {
        set({ ...received(await call()), busyId: null });
        // The api has set the cart cookies anew; the header's indicator reads them on this event.
        dispatchAppEvent(CART_UPDATED, {});
      } catch (error) {
        console.error('shop-cart', error);
        const notice = noticeFor(error);
        set({ busyId: null, notice });
        if (notice === 'expired') await get().load(locale);
      }
    };
    return {
      status: 'loading',
      cart: null,
      deadline: null,
      busyId: null,
      notice: null,
      load: async (locale) => {
        if (get().cart === null) set({ status: 'loading' });
        try {
          set(received(await getCart(locale)));
        } catch (error) {
          console.error('shop-cart', error);
          set({ status: 'error' });
        }
      },
      change: (id, quantity, locale) => act(id, () => changeCartItem(id, { quantity }, locale), locale),
      remove: (id, locale) => act(id, () => removeCartItem(id, locale), locale),
      expire: () => {
        const { cart } = get();
        if (!cart) return;
        set({
          deadline: null,
          notice: 'expired',
          cart: { ...cart, items: cart.items.map((item) => ({ ...item, expired: true })), tickets_quantity: 0, total: '0.00', expires_at: null, expires_in: null },
        });
        dispatchAppEvent(CART_UPDATED, {});
      },
    };
  });
}
