import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> { // any: migrations are frozen and untyped
  await db.schema
    .createTable('settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('is_site_online', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_shop_online', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('html_footer_logos', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('html_footer_top', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('html_footer_bottom', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('html_header', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
