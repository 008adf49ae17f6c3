import type { Kysely } from 'kysely';

/**
 * Drafts and publishing of CMS pages: the page's own columns are the editors' working copy (the
 * draft); visitors see the stored version `published_version_id` names, or the page's own
 * columns while it is null (a page no editor has changed since drafts began). A publication
 * planned for later names its version and its instant (ISO-8601 UTC).
 */
export async function up(db: Kysely<any>): Promise<void> { // any: migrations are frozen and untyped
  await db.schema.alterTable('pages').addColumn('published_version_id', 'integer').execute();
  await db.schema.alterTable('pages').addColumn('has_draft', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('pages').addColumn('publish_at', 'text').execute();
  await db.schema.alterTable('pages').addColumn('scheduled_version_id', 'integer').execute();
  await db.schema.alterTable('pages').addColumn('published_at', 'text').execute();
  await db.schema.createIndex('pages_publish_at').on('pages').column('publish_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> { // any: see up
  await db.schema.dropIndex('pages_publish_at').execute();
  for (const column of ['published_at', 'scheduled_version_id', 'publish_at', 'has_draft', 'published_version_id']) {
    await db.schema.alterTable('pages').dropColumn(column).execute();
  }
}
