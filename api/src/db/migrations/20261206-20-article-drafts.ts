import type { Kysely } from 'kysely';

/**
 * Drafts and publishing of magazine article bodies. Unlike a page, an article's own module
 * columns stay what visitors see; an editor's changes go to the draft columns (null: no draft),
 * and publishing copies them over. A publication planned for later keeps the body it publishes
 * and its instant (ISO-8601 UTC); `body_published_at` is when visitors last got a new body
 * (the article's own `published_at` is its date in the magazine).
 */
export async function up(db: Kysely<any>): Promise<void> { // any: migrations are frozen and untyped
  for (const column of ['draft_modules_de', 'draft_modules_en', 'body_publish_at', 'scheduled_modules_de', 'scheduled_modules_en', 'body_published_at']) {
    await db.schema.alterTable('articles').addColumn(column, 'text').execute();
  }
  await db.schema.createIndex('articles_body_publish_at').on('articles').column('body_publish_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> { // any: see up
  await db.schema.dropIndex('articles_body_publish_at').execute();
  for (const column of ['body_published_at', 'scheduled_modules_en', 'scheduled_modules_de', 'body_publish_at', 'draft_modules_en', 'draft_modules_de']) {
    await db.schema.alterTable('articles').dropColumn(column).execute();
  }
}
