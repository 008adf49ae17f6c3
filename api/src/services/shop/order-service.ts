import type { CheckoutRequest, Order, OrderStatus, PaymentMethod } from '@festival/shared/api-schemas/shop';
import type { Locale } from '@festival/shared/i18n/locales';
import type { Db } from '../../db/create-db';
import { NotFoundError } from '../common/http-errors';
import { CartRepository } from './cart-repository';
import { hashCartToken } from './cart-token';
import { ticketLine } from './cart-view';
import { fromCents, toCents } from './money';
import { newOrderCode, normaliseOrderCode } from './order-code';
import { lockedOrders, OrderRepository } from './order-repository';
import { PAYMENT_METHODS, paymentMethod } from './payment-methods';
import { ShopError } from './shop-errors';
import { withSeatLocks } from './seat-locks';

const EXPIRED_DETAIL = 'Your reservation has expired. Please choose your tickets again.';

/** Orders are placed from a cart's live holds in one locked transaction, then looked up by code and e-mail. */
export class OrderService {
  private readonly carts: CartRepository;
  private readonly orders: OrderRepository;

  constructor(private readonly db: Db, private readonly clock: () => Date) {
    this.carts = new CartRepository(db.kysely);
    this.orders = new OrderRepository(db.kysely);
  }

  paymentMethods(locale: Locale): PaymentMethod[] {
    return PAYMENT_METHODS.map((method) => method.describe(locale));
  }

  /** Refused with -204 when the cart holds nothing, or when any of its holds ran out. */
  async place(token: string | null, checkout: CheckoutRequest, locale: Locale): Promise<Order> {
    const method = paymentMethod(checkout.payment_method);
    if (!method) throw new ShopError('unknownPaymentMethod');
    const cartId = token ? await this.carts.findCartId(hashCartToken(token)) : null;
    if (cartId === null) throw new ShopError('noReservation');
    const holds = await this.carts.holdsOf(cartId);
    if (holds.length === 0) throw new ShopError('noReservation');
    const keys = {
      seatGroupIds: holds.map((hold) => hold.seat_group_id),
      timeslotIds: holds.flatMap((hold) => (hold.timeslot_id === null ? [] : [hold.timeslot_id])),
    };
    const code = await withSeatLocks(this.db, keys, async (tx) => {
      const now = this.clock().toISOString();
      const current = await tx.selectFrom('cart_holds')
        .innerJoin('prices', 'prices.id', 'cart_holds.price_id')
        .select(['cart_holds.quantity', 'cart_holds.expires_at', 'prices.amount'])
        .where('cart_holds.cart_id', '=', cartId).execute();
      if (current.length === 0) throw new ShopError('noReservation');
      if (current.some((hold) => hold.expires_at <= now)) throw new ShopError('noReservation', EXPIRED_DETAIL);
      let orderCode = newOrderCode();
      while (await lockedOrders.codeTaken(tx, orderCode)) orderCode = newOrderCode();
      const total = fromCents(current.reduce((sum, hold) => sum + toCents(hold.amount) * hold.quantity, 0));
      await lockedOrders.placeFromHolds(tx, {
        code: orderCode, cart_id: cartId, status: method.initialStatus, payment_method: method.id,
        first_name: checkout.first_name.trim(), last_name: checkout.last_name.trim(),
        email: checkout.email.trim().toLowerCase(), phone: checkout.phone.trim(),
        locale, total, created_at: now,
      }, cartId);
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
