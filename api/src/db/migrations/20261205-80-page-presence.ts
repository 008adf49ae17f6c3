import type { Kysely } from 'kysely';

/**
 * Editors with a page open in edit mode: one row per page and editor, kept fresh by the editor's
 * heartbeat and read by every api instance; a row older than the expiry counts as gone.
 */
export async function up(db: Kysely<any>): Promise<void> { // any: migrations are frozen and untyped
  await db.schema
    .createTable('page_presence')
    .addColumn('page_id', 'integer', (c) => c.notNull().references('pages.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('since', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('page_presence_pk', ['page_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> { // any: see up
  await db.schema.dropTable('page_presence').execute();
}
