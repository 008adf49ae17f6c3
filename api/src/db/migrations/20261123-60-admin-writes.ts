import type { Kysely } from 'kysely';

/** Tables the content admin writes, besides pages (which count their revision already). */
const TABLES = [
  'events', 'persons', 'productions', 'venues', 'rooms', 'series', 'articles', 'article_categories', 'article_tags',
  'menu_items', 'forms', 'redirects', 'breaking_news', 'opening_hours', 'opening_hours_exceptions', 'settings',
];

/**
 * The content admin's writes: a revision per object for optimistic concurrency (a write based
 * on an older one answers 409), and a cancelled flag on events, which an event with sold
 * tickets gets instead of being deleted.
 */
export async function up(db: Kysely<any>): Promise<void> { // any: migrations are frozen and untyped
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  }
  await db.schema.alterTable('events').addColumn('is_cancelled', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> { // any: migrations are frozen and untyped
  await db.schema.alterTable('events').dropColumn('is_cancelled').execute();
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('revision').execute();
}
