import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { NewOrder } from '../../db/tables/orders.table';
import type { LockedTx } from './seat-locks';
import { ticketLines } from './ticket-lines';

export class OrderRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findByCode(code: string) {
    return this.db.selectFrom('orders').selectAll().where('code', '=', code).executeTakeFirst();
  }

  /** Sold items at the price charged, described like the cart's holds. */
  async itemRows(orderId: number) {
    const items = this.db.selectFrom('order_items')
      .select(['id', 'event_id', 'seat_group_id', 'price_id', 'timeslot_id', 'quantity', 'unit_price as amount'])
      .where('order_id', '=', orderId);
    return ticketLines(this.db, items.as('line')).execute();
  }
}

/** A hold as an order takes it over: where it sits, how many, at which list price. */
export interface PlacedHold {
  id: number;
  event_id: number;
  seat_group_id: number;
  price_id: number;
  timeslot_id: number | null;
  quantity: number;
  expires_at: string;
  amount: string;
}

/** Turns a cart's holds into an order in the locked transaction: the seats never become free in between. */
export const lockedOrders = {
  async codeTaken(tx: LockedTx, code: string): Promise<boolean> {
    return (await tx.selectFrom('orders').select('id').where('code', '=', code).executeTakeFirst()) !== undefined;
  },

  /** The cart's holds with their list price: what an order is placed from. */
  async holdsToPlace(tx: LockedTx, cartId: number): Promise<PlacedHold[]> {
    return tx.selectFrom('cart_holds')
      .innerJoin('prices', 'prices.id', 'cart_holds.price_id')
      .select([
        'cart_holds.id', 'cart_holds.event_id', 'cart_holds.seat_group_id', 'cart_holds.price_id', 'cart_holds.timeslot_id',
        'cart_holds.quantity', 'cart_holds.expires_at', 'prices.amount',
      ])
      .where('cart_holds.cart_id', '=', cartId).execute();
  },

  async placeFromHolds(tx: LockedTx, order: NewOrder, cartId: number, holds: PlacedHold[]): Promise<void> {
    const created = await tx.insertInto('orders').values(order).returning('id').executeTakeFirstOrThrow();
    await tx.insertInto('order_items').values(holds.map((hold) => ({
      order_id: created.id,
      event_id: hold.event_id,
      seat_group_id: hold.seat_group_id,
      price_id: hold.price_id,
      timeslot_id: hold.timeslot_id,
      quantity: hold.quantity,
      unit_price: hold.amount,
    }))).execute();
    await tx.deleteFrom('cart_holds').where('cart_id', '=', cartId).execute();
  },
};
