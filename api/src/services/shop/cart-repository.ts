import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { LockedTx } from './seat-locks';
import { ticketLines } from './ticket-lines';

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
    const holds = this.db.selectFrom('cart_holds')
      .select(['id', 'event_id', 'seat_group_id', 'price_id', 'timeslot_id', 'quantity', 'expires_at'])
      .where('cart_id', '=', cartId);
    return ticketLines(this.db, holds.as('line')).select('prices.amount').execute();
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

  /** Adds to the cart's live hold of this price and time slot; false when there is none to add to. */
  async addToLiveHold(tx: LockedTx, cartId: number, priceId: number, timeslotId: number | null, quantity: number, now: string): Promise<boolean> {
    let query = tx.updateTable('cart_holds').set((eb) => ({ quantity: eb('quantity', '+', quantity) }))
      .where('cart_id', '=', cartId).where('price_id', '=', priceId).where('expires_at', '>', now);
    query = timeslotId === null ? query.where('timeslot_id', 'is', null) : query.where('timeslot_id', '=', timeslotId);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  async insertHold(tx: LockedTx, hold: {
    cart_id: number; event_id: number; seat_group_id: number; price_id: number; timeslot_id: number | null; quantity: number;
  }, now: string, expiresAt: string): Promise<void> {
    await tx.insertInto('cart_holds').values({ ...hold, created_at: now, expires_at: expiresAt }).execute();
  },

  /** The cart's live holds of one event: what its ticket limits count. */
  async liveHoldsOfEvent(tx: LockedTx, cartId: number, eventId: number, now: string) {
    return tx.selectFrom('cart_holds').select(['price_id', 'timeslot_id', 'quantity'])
      .where('cart_id', '=', cartId).where('event_id', '=', eventId).where('expires_at', '>', now).execute();
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
   * holds: an expired one may have lost its seats to another cart already. Answers how many
   * tickets the cart now holds.
   */
  async renew(tx: LockedTx, cartId: number, now: string, expiresAt: string): Promise<number> {
    const live = await tx.updateTable('cart_holds').set({ expires_at: expiresAt })
      .where('cart_id', '=', cartId).where('expires_at', '>', now)
      .returning('quantity').execute();
    await tx.updateTable('carts').set({ updated_at: now }).where('id', '=', cartId).execute();
    return live.reduce((sum, hold) => sum + hold.quantity, 0);
  },
};
