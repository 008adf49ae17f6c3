import type { Kysely } from 'kysely';

/**
 * Spec §2 error page: the design settings may point a status code at its own error HTML
 * ({"404": "/html/not-found.html"}); a status not named uses /html/{status}.html.
 */
export async function up(db: Kysely<any>): Promise<void> { // any: migrations are frozen and untyped
  await db.schema.alterTable('settings').addColumn('error_pages', 'text', (c) => c.notNull().defaultTo('{}')).execute();
}

export async function down(db: Kysely<any>): Promise<void> { // any: migrations are frozen and untyped
  await db.schema.alterTable('settings').dropColumn('error_pages').execute();
}
