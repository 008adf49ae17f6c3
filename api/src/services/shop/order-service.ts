import type { CheckoutRequest, Order, OrderStatus, PaymentMethod } from '@festival/shared/api-schemas/shop';
import type { Locale } from '@festival/shared/i18n/locales';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/create-db';
import type { Database } from '../../db/database';
import { NotFoundError } from '../common/http-errors';
import { CartRepository } from './cart-repository';
import { hashCartToken } from './cart-token';
import { ticketLine } from './cart-view';
import { totalOfLines } from '@festival/shared/format/money';
import { newOrderCode, normaliseOrderCode } from './order-code';
import { lockedOrders, OrderRepository } from './order-repository';
import { PAYMENT_METHODS, paymentMethod } from './payment-methods';
import { ShopError } from './shop-errors';
import { assertSalesOpen } from './sales-window';
import { plannedSeatLocks, SeatsBusyError, seatLockKeysOf, type SeatLockKeys, type SeatLockRunner } from './seat-locks';
import type { ShopLimits } from './shop-limits';

function coveredBy(keys: SeatLockKeys, holds: { seat_group_id: number; timeslot_id: number | null }[]): boolean {
  return holds.every((hold) => keys.seatGroupIds.includes(hold.seat_group_id)
    && (hold.timeslot_id === null || keys.timeslotIds.includes(hold.timeslot_id)));
}

const EXPIRED_DETAIL = 'Your reservation has expired. Please choose your tickets again.';

/** Orders are placed from a cart's live holds in one locked transaction, then looked up by code and e-mail. */
export class OrderService {
  private readonly orders: OrderRepository;
  private readonly locked: SeatLockRunner;

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
    private readonly limits: Pick<ShopLimits, 'lockTimeoutMs' | 'salesCloseMinutes'>,
  ) {
    this.orders = new OrderRepository(db.kysely);
    this.locked = plannedSeatLocks(limits.lockTimeoutMs);
  }

  paymentMethods(locale: Locale): PaymentMethod[] {
    return PAYMENT_METHODS.map((method) => method.describe(locale));
  }

  /**
   * Refused with -204 when the cart holds nothing, or when any of its holds ran out, and as a
   * whole with -217, naming the lines, when any line's event has closed its sales. The holds
   * that decide which seats to lock are read in the order's own transaction, as add-to-cart
   * reads its cart (one rule); a hold the locks do not cover by the time they are held (added
   * meanwhile for another seat group) makes the order try again rather than sell unlocked seats.
   */
  async place(token: string | null, checkout: CheckoutRequest, locale: Locale): Promise<Order> {
    const method = paymentMethod(checkout.payment_method);
    if (!method) throw new ShopError('unknownPaymentMethod');
    const tokenHash = token ? hashCartToken(token) : null;
    if (tokenHash === null) throw new ShopError('noReservation');
    const prepare = async (tx: Kysely<Database>) => {
      const carts = new CartRepository(tx);
      const cartId = await carts.findCartId(tokenHash);
      if (cartId === null) throw new ShopError('noReservation');
      const keys = seatLockKeysOf(await carts.holdsOf(cartId));
      if (keys.seatGroupIds.length === 0) throw new ShopError('noReservation');
      return { keys, plan: { cartId, keys } };
    };
    const code = await this.locked(this.db, prepare, async (tx, { cartId, keys }) => {
      const instant = this.clock();
      const now = instant.toISOString();
      const current = await lockedOrders.holdsToPlace(tx, cartId);
      if (current.length === 0) throw new ShopError('noReservation');
      if (!coveredBy(keys, current)) throw new SeatsBusyError();
      if (current.some((hold) => hold.expires_at <= now)) throw new ShopError('noReservation', EXPIRED_DETAIL);
      await assertSalesOpen(tx, current.map((hold) => hold.event_id), instant, this.limits.salesCloseMinutes, current);
      let orderCode = newOrderCode();
      while (await lockedOrders.codeTaken(tx, orderCode)) orderCode = newOrderCode();
      const total = totalOfLines(current.map((hold) => ({ price: hold.amount, quantity: hold.quantity })));
      await lockedOrders.placeFromHolds(tx, {
        code: orderCode, cart_id: cartId, status: method.initialStatus, payment_method: method.id,
        first_name: checkout.first_name.trim(), last_name: checkout.last_name.trim(),
        email: checkout.email.trim().toLowerCase(), phone: checkout.phone.trim(),
        locale, total, created_at: now,
      }, cartId, current);
      return orderCode;
    });
    return this.view(code, locale);
  }

  /** Both must match; a wrong e-mail answers like an unknown code, so codes cannot be probed. */
  async lookup(code: string, email: string, locale: Locale): Promise<Order> {
    const order = await this.orders.findByCode(normaliseOrderCode(code));
    if (!order || order.email !== email.trim().toLowerCase()) throw new NotFoundError('No order with this code and e-mail address.');
    return this.view(order.code, locale);
  }

  private async view(code: string, locale: Locale): Promise<Order> {
    const order = await this.orders.findByCode(code);
    if (!order) throw new NotFoundError('Order not found');
    const rows = await this.orders.itemRows(order.id);
    const method = paymentMethod(order.payment_method);
    return {
      code: order.code,
      status: order.status as OrderStatus,
      payment_method: method ? method.describe(locale) : { id: order.payment_method, name: order.payment_method, description: '' },
      first_name: order.first_name,
      last_name: order.last_name,
      email: order.email,
      total: order.total,
      created_at: order.created_at,
      items: rows.map((row) => ticketLine(row, locale)),
    };
  }
}
