import type { Kysely } from 'kysely';
import { withSerialId } from '../migration-helpers';

/**
 * Versions of magazine article bodies, as page_versions keeps them for pages: who changed the
 * body (or published or dropped it) and what it held then. Only the body: an article's texts
 * are edited in the admin, not in the page editor. revision: the article revision the version
 * holds (null: a body that was never the editors' current one, e.g. a plan published later).
 */
export async function up(db: Kysely<any>): Promise<void> { // any: migrations are frozen and untyped
  await withSerialId(db, db.schema.createTable('article_versions'))
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('revision', 'integer')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('modules_de', 'text', (c) => c.notNull())
    .addColumn('modules_en', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('article_versions_revision_idx').on('article_versions').columns(['article_id', 'revision']).execute();
}

export async function down(db: Kysely<any>): Promise<void> { // any: see up
  await db.schema.dropTable('article_versions').execute();
}
