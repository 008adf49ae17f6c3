import type { Cart, ShopCartAnswer } from '@festival/shared/api-schemas/shop';
import type { Locale } from '@festival/shared/i18n/locales';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/create-db';
import type { Database } from '../../db/database';
import { NotFoundError } from '../common/http-errors';
import type { ChangeBus } from '../changes/change-bus';
import { freeSeatsInGroup, freeSeatsInTimeslot } from './availability-repository';
import { CartRepository, lockedCarts } from './cart-repository';
import { hashCartToken, newCartToken } from './cart-token';
import { cartView } from './cart-view';
import { CART_URL, holdExpiry } from './hold-policy';
import { resolveBooking, type BookingInput } from './shop-catalogue';
import { ShopError } from './shop-errors';
import { assertShopOnline } from './shop-online';
import { assertWithinTicketLimits } from './cart-limits';
import { assertSalesOpen } from './sales-window';
import { plannedSeatLocks, seatLockKeysOf, type LockedTx, type SeatLockRunner } from './seat-locks';
import type { ShopLimits } from './shop-limits';

export interface AddResult {
  answer: ShopCartAnswer;
  /** Set when this call opened a new cart: the route hands it out as the cart cookie. */
  newToken: string | null;
}

/**
 * Cart actions (spec §7 shop-cart, §9 15-minute holds). Each one resolves what it touches,
 * takes the seat locks, reads the clock, recounts, writes and renews the cart's holds.
 */
export class CartService {
  private readonly carts: CartRepository;

  /**
   * Seat changes are announced on `changes` (cached programme lists count seats again);
   * `limits` bound what one cart holds; `locked` is plannedSeatLocks with their lock timeout,
   * only the test that proves the race without the lock passes another.
   */
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
    private readonly changes: ChangeBus,
    private readonly limits: ShopLimits,
    private readonly locked: SeatLockRunner = plannedSeatLocks(limits.lockTimeoutMs),
  ) {
    this.carts = new CartRepository(db.kysely);
  }

  async cartId(token: string | null): Promise<number | null> {
    return token ? this.carts.findCartId(hashCartToken(token)) : null;
  }

  /**
   * The shop's state is checked, the booking resolved and the cart found in the locked
   * transaction itself: on SQLite the whole action then takes one turn on the connection
   * instead of one per read.
   */
  async add(token: string | null, input: BookingInput): Promise<AddResult> {
    const tokenHash = token ? hashCartToken(token) : null;
    const prepare = async (tx: Kysely<Database>) => {
      await assertShopOnline(tx);
      const target = await resolveBooking(tx, input);
      const existing = tokenHash === null ? null : await new CartRepository(tx).findCartId(tokenHash);
      const keys = { seatGroupIds: [target.seatGroup.id], timeslotIds: target.timeslot ? [target.timeslot.id] : [] };
      return { keys, plan: { target, existing } };
    };
    const { eventId, ...result } = await this.locked(this.db, prepare, async (tx, { target, existing }) => {
      const instant = this.clock();
      const now = instant.toISOString();
      await assertSalesOpen(tx, [target.eventId], instant, this.limits.salesCloseMinutes);
      const timeslotId = target.timeslot?.id ?? null;
      const held = existing === null ? [] : await lockedCarts.liveHoldsOfEvent(tx, existing, target.eventId, now);
      assertWithinTicketLimits(this.limits, held, target.prices.map((line) => ({ priceId: line.priceId, timeslotId, more: line.quantity })));
      const wanted = target.prices.reduce((sum, line) => sum + line.quantity, 0);
      if ((await freeSeatsInGroup(tx, target.seatGroup, now)) < wanted) throw new ShopError('notEnoughSeats');
      if (target.timeslot && (await freeSeatsInTimeslot(tx, target.timeslot, now)) < wanted) throw new ShopError('notEnoughSeats');
      const newToken = existing === null ? newCartToken() : null;
      const cartId = existing ?? (await lockedCarts.create(tx, hashCartToken(newToken as string), now));
      // A cart opened just now has no holds to tidy or add to.
      if (existing !== null) await lockedCarts.dropExpired(tx, cartId, now);
      const expiresAt = holdExpiry(new Date(now));
      for (const line of target.prices) {
        const added = existing !== null && (await lockedCarts.addToLiveHold(tx, cartId, line.priceId, timeslotId, line.quantity, now));
        if (!added) {
          await lockedCarts.insertHold(tx, {
            cart_id: cartId, event_id: target.eventId, seat_group_id: target.seatGroup.id,
            price_id: line.priceId, timeslot_id: timeslotId, quantity: line.quantity,
          }, now, expiresAt);
        }
      }
      const tickets = await lockedCarts.renew(tx, cartId, now, expiresAt);
      return { answer: { tickets_quantity: tickets, cart_url: CART_URL, expires_at: expiresAt }, newToken, eventId: target.eventId };
    });
    await this.changes.publish('availability', { eventIds: [eventId] });
    return result;
  }

  async view(token: string | null, locale: Locale): Promise<Cart> {
    const cartId = await this.cartId(token);
    const rows = cartId === null ? [] : await this.carts.itemRows(cartId);
    return cartView(rows, locale, this.clock(), this.limits);
  }

  /**
   * Sets one hold's amount; raising it is checked against the event's sales (-217) and the
   * cart's limits (-218, -216) and recounts under the lock (-214), lowering always works; an
   * expired hold is gone (-204).
   */
  async changeQuantity(token: string | null, holdId: number, quantity: number, locale: Locale): Promise<Cart> {
    const { cartId, hold } = await this.ownHold(token, holdId);
    await this.locked(this.db, async () => ({ keys: seatLockKeysOf([hold]), plan: undefined }), async (tx) => {
      const instant = this.clock();
      const now = instant.toISOString();
      const current = await this.liveHoldUnderLock(tx, holdId, now);
      const more = quantity - current.quantity;
      if (more > 0) await assertSalesOpen(tx, [hold.event_id], instant, this.limits.salesCloseMinutes);
      const held = await lockedCarts.liveHoldsOfEvent(tx, cartId, hold.event_id, now);
      assertWithinTicketLimits(this.limits, held, [{ priceId: hold.price_id, timeslotId: hold.timeslot_id, more }]);
      if (more > 0) {
        const group = await tx.selectFrom('seat_groups').select(['id', 'capacity']).where('id', '=', hold.seat_group_id).executeTakeFirstOrThrow();
        if ((await freeSeatsInGroup(tx, group, now)) < more) throw new ShopError('notEnoughSeats');
        if (hold.timeslot_id !== null) {
          const slot = await tx.selectFrom('timeslots').select(['id', 'capacity']).where('id', '=', hold.timeslot_id).executeTakeFirstOrThrow();
          if ((await freeSeatsInTimeslot(tx, slot, now)) < more) throw new ShopError('notEnoughSeats');
        }
      }
      await lockedCarts.setQuantity(tx, holdId, quantity);
      await lockedCarts.renew(tx, cartId, now, holdExpiry(new Date(now)));
    });
    await this.changes.publish('availability', { eventIds: [hold.event_id] });
    return this.view(token, locale);
  }

  /** Removing frees seats, so it needs no recount; the cart's other holds are renewed. */
  async remove(token: string | null, holdId: number, locale: Locale): Promise<Cart> {
    const { cartId, hold } = await this.ownHold(token, holdId);
    await this.locked(this.db, async () => ({ keys: seatLockKeysOf([hold]), plan: undefined }), async (tx) => {
      const now = this.clock().toISOString();
      await lockedCarts.deleteHold(tx, holdId);
      await lockedCarts.renew(tx, cartId, now, holdExpiry(new Date(now)));
    });
    await this.changes.publish('availability', { eventIds: [hold.event_id] });
    return this.view(token, locale);
  }

  private async ownHold(token: string | null, holdId: number) {
    const cartId = await this.cartId(token);
    if (cartId === null) throw new ShopError('noReservation');
    const hold = await this.carts.holdOf(cartId, holdId);
    if (!hold) throw new NotFoundError('Cart item not found');
    return { cartId, hold };
  }

  private async liveHoldUnderLock(tx: LockedTx, holdId: number, now: string) {
    const hold = await tx.selectFrom('cart_holds').select(['id', 'quantity'])
      .where('id', '=', holdId).where('expires_at', '>', now).executeTakeFirst();
    if (!hold) throw new ShopError('noReservation');
    return hold;
  }
}
