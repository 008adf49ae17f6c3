import type { Kysely } from 'kysely';
import { withSerialId } from '../migration-helpers';

/**
 * The ticket shop: anonymous carts, the seat holds in them, and orders placed from holds.
 * Availability is never stored: it is recounted from holds (expires_at > now) and order items.
 */
export async function up(db: Kysely<any>): Promise<void> { // any: migrations are frozen and untyped
  await withSerialId(db, db.schema.createTable('carts'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    // A logged-in session may adopt the cart later; null while anonymous.
    .addColumn('user_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withSerialId(db, db.schema.createTable('cart_holds'))
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('seat_group_id', 'integer', (c) => c.notNull().references('seat_groups.id').onDelete('cascade'))
    .addColumn('price_id', 'integer', (c) => c.notNull().references('prices.id').onDelete('cascade'))
    .addColumn('timeslot_id', 'integer', (c) => c.references('timeslots.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cart_holds_seat_group_idx').on('cart_holds').columns(['seat_group_id', 'expires_at']).execute();
  await db.schema.createIndex('cart_holds_timeslot_idx').on('cart_holds').columns(['timeslot_id', 'expires_at']).execute();
  await db.schema.createIndex('cart_holds_cart_idx').on('cart_holds').column('cart_id').execute();

  await withSerialId(db, db.schema.createTable('orders'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('cart_id', 'integer', (c) => c.references('carts.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('total', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_email_idx').on('orders').column('email').execute();

  await withSerialId(db, db.schema.createTable('order_items'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id'))
    .addColumn('seat_group_id', 'integer', (c) => c.notNull().references('seat_groups.id'))
    .addColumn('price_id', 'integer', (c) => c.notNull().references('prices.id'))
    .addColumn('timeslot_id', 'integer', (c) => c.references('timeslots.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_items_seat_group_idx').on('order_items').column('seat_group_id').execute();
  await db.schema.createIndex('order_items_timeslot_idx').on('order_items').column('timeslot_id').execute();
  await db.schema.createIndex('order_items_order_idx').on('order_items').column('order_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> { // any: see up
  await db.schema.dropTable('order_items').execute();
  await db.schema.dropTable('orders').execute();
  await db.schema.dropTable('cart_holds').execute();
  await db.schema.dropTable('carts').execute();
}
