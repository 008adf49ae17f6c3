import type { Kysely } from 'kysely';

/**
 * A signed-in visitor's favourites, kept with the account so that their calendar feed can list
 * them, and the feed itself: one per account, found by the hash of its secret token (the token
 * is in the feed's URL only), gone when revoked.
 */
export async function up(db: Kysely<any>): Promise<void> { // any: migrations are frozen and untyped
  await db.schema
    .createTable('account_favorites')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('account_favorites_pk', ['user_id', 'event_id'])
    .execute();
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> { // any: see up
  await db.schema.dropTable('calendar_feeds').execute();
  await db.schema.dropTable('account_favorites').execute();
}
