import type { Kysely } from 'kysely';

/**
 * A page's online window: visitors see it only from online_from (inclusive) until online_to
 * (exclusive), either bound open when null. Instants as ISO-8601 UTC text, like every timestamp.
 */
export async function up(db: Kysely<any>): Promise<void> { // any: migrations are frozen and untyped
  await db.schema.alterTable('pages').addColumn('online_from', 'text').execute();
  await db.schema.alterTable('pages').addColumn('online_to', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> { // any: migrations are frozen and untyped
  await db.schema.alterTable('pages').dropColumn('online_to').execute();
  await db.schema.alterTable('pages').dropColumn('online_from').execute();
}
