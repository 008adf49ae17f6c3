import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { NewOrder } from '../../db/tables/orders.table';
import type { LockedTx } from './seat-locks';

export class OrderRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findByCode(code: string) {
    return this.db.selectFrom('orders').selectAll().where('code', '=', code).executeTakeFirst();
  }

  async itemRows(orderId: number) {
    return this.db.selectFrom('order_items')
      .innerJoin('events', 'events.id', 'order_items.event_id')
      .innerJoin('rooms', 'rooms.id', 'events.room_id')
      .innerJoin('venues', 'venues.id', 'rooms.venue_id')
      .innerJoin('seat_groups', 'seat_groups.id', 'order_items.seat_group_id')
      .innerJoin('prices', 'prices.id', 'order_items.price_id')
      .leftJoin('timeslots', 'timeslots.id', 'order_items.timeslot_id')
      .select([
        'order_items.quantity', 'order_items.unit_price as amount', 'order_items.event_id',
        'events.slug', 'events.title_de', 'events.title_en', 'events.date_start',
        'venues.name_de as venue_de', 'venues.name_en as venue_en',
        'seat_groups.name_de as seat_group_de', 'seat_groups.name_en as seat_group_en',
        'prices.name_de as price_de', 'prices.name_en as price_en',
        'timeslots.id as timeslot_id', 'timeslots.time_start',
      ])
      .where('order_items.order_id', '=', orderId)
      .orderBy('events.date_start').orderBy('order_items.id')
      .execute();
  }
}

/** Turns a cart's holds into an order in the locked transaction: the seats never become free in between. */
export const lockedOrders = {
  async codeTaken(tx: LockedTx, code: string): Promise<boolean> {
    return (await tx.selectFrom('orders').select('id').where('code', '=', code).executeTakeFirst()) !== undefined;
  },

  async placeFromHolds(tx: LockedTx, order: NewOrder, cartId: number): Promise<void> {
    const created = await tx.insertInto('orders').values(order).returning('id').executeTakeFirstOrThrow();
    const holds = await tx.selectFrom('cart_holds')
      .innerJoin('prices', 'prices.id', 'cart_holds.price_id')
      .select([
        'cart_holds.event_id', 'cart_holds.seat_group_id', 'cart_holds.price_id', 'cart_holds.timeslot_id',
        'cart_holds.quantity', 'prices.amount',
      ])
      .where('cart_holds.cart_id', '=', cartId).execute();
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
