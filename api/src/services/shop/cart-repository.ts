import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { LockedTx } from './seat-locks';

/** The SQL of carts and their holds. Writes that change what is held run under the seat locks. */
export class CartRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findCartId(tokenHash: string): Promise<number | null> {
    const row = await this.db.selectFrom('carts').select('id').where('token_hash', '=', tokenHash).executeTakeFirst();
    return row?.id ?? null;
  }

  async holdsOf(cartId: number) {
    return this.db.selectFrom('cart_holds').selectAll().where('cart_id', '=', cartId).orderBy('id').execute();
  }

  async holdOf(cartId: number, holdId: number) {
    return this.db.selectFrom('cart_holds').selectAll()
      .where('cart_id', '=', cartId).where('id', '=', holdId).executeTakeFirst();
  }

  /** Holds with what the cart page shows of their event, seat group, price and time slot. */
  async itemRows(cartId: number) {
    return this.db.selectFrom('cart_holds')
      .innerJoin('events', 'events.id', 'cart_holds.event_id')
      .innerJoin('rooms', 'rooms.id', 'events.room_id')
      .innerJoin('venues', 'venues.id', 'rooms.venue_id')
      .innerJoin('seat_groups', 'seat_groups.id', 'cart_holds.seat_group_id')
      .innerJoin('prices', 'prices.id', 'cart_holds.price_id')
      .leftJoin('timeslots', 'timeslots.id', 'cart_holds.timeslot_id')
      .select([
        'cart_holds.id', 'cart_holds.quantity', 'cart_holds.expires_at', 'cart_holds.event_id',
        'events.slug', 'events.title_de', 'events.title_en', 'events.date_start',
        'venues.name_de as venue_de', 'venues.name_en as venue_en',
        'seat_groups.name_de as seat_group_de', 'seat_groups.name_en as seat_group_en',
        'prices.name_de as price_de', 'prices.name_en as price_en', 'prices.amount',
        'timeslots.id as timeslot_id', 'timeslots.time_start',
      ])
      .where('cart_holds.cart_id', '=', cartId)
      .orderBy('events.date_start').orderBy('cart_holds.id')
      .execute();
  }
}

/** Writes under the seat locks: every function takes the locked transaction. */
export const lockedCarts = {
  async create(tx: LockedTx, tokenHash: string, now: string): Promise<number> {
    const row = await tx.insertInto('carts')
      .values({ token_hash: tokenHash, user_id: null, created_at: now, updated_at: now })
      .returning('id').executeTakeFirstOrThrow();
    return row.id;
  },

  async liveHold(tx: LockedTx, cartId: number, priceId: number, timeslotId: number | null, now: string) {
    let query = tx.selectFrom('cart_holds').select(['id', 'quantity'])
      .where('cart_id', '=', cartId).where('price_id', '=', priceId).where('expires_at', '>', now);
    query = timeslotId === null ? query.where('timeslot_id', 'is', null) : query.where('timeslot_id', '=', timeslotId);
    return query.executeTakeFirst();
  },

  async insertHold(tx: LockedTx, hold: {
    cart_id: number; event_id: number; seat_group_id: number; price_id: number; timeslot_id: number | null; quantity: number;
  }, now: string, expiresAt: string): Promise<void> {
    await tx.insertInto('cart_holds').values({ ...hold, created_at: now, expires_at: expiresAt }).execute();
  },

  async setQuantity(tx: LockedTx, holdId: number, quantity: number): Promise<void> {
    await tx.updateTable('cart_holds').set({ quantity }).where('id', '=', holdId).execute();
  },

  async deleteHold(tx: LockedTx, holdId: number): Promise<void> {
    await tx.deleteFrom('cart_holds').where('id', '=', holdId).execute();
  },

  /** Expired holds hold nothing; dropping them only keeps the cart tidy. */
  async dropExpired(tx: LockedTx, cartId: number, now: string): Promise<void> {
    await tx.deleteFrom('cart_holds').where('cart_id', '=', cartId).where('expires_at', '<=', now).execute();
  },

  /**
   * Spec §9: every cart action renews the cart's holds for another 15 minutes. Only live
   * holds: an expired one may have lost its seats to another cart already.
   */
  async renew(tx: LockedTx, cartId: number, now: string, expiresAt: string): Promise<void> {
    await tx.updateTable('cart_holds').set({ expires_at: expiresAt })
      .where('cart_id', '=', cartId).where('expires_at', '>', now).execute();
    await tx.updateTable('carts').set({ updated_at: now }).where('id', '=', cartId).execute();
  },

  async liveTickets(tx: LockedTx, cartId: number, now: string): Promise<number> {
    const row = await tx.selectFrom('cart_holds')
      .select((eb) => eb.fn.sum<number | string | null>('quantity').as('tickets'))
      .where('cart_id', '=', cartId).where('expires_at', '>', now).executeTakeFirst();
    return Number(row?.tickets ?? 0);
  },
};
