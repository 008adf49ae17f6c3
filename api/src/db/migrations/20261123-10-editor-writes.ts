import type { Kysely } from 'kysely';
import { withSerialId } from '../migration-helpers';

/**
 * The page editor's write path: a revision per page and container for optimistic concurrency,
 * who made each page version and why, an audit log of every editor write, and one row per
 * page or container module, which gives modules their stable ids and says where each lives.
 */
export async function up(db: Kysely<any>): Promise<void> { // any: migrations are frozen and untyped
  await db.schema.alterTable('pages').addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('containers').addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1)).execute();

  // revision: the page revision a version holds (null: never live, e.g. a stored draft).
  await db.schema.alterTable('page_versions').addColumn('revision', 'integer').execute();
  await db.schema.alterTable('page_versions').addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null')).execute();
  await db.schema.alterTable('page_versions').addColumn('action', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('page_versions').addColumn('summary', 'text', (c) => c.notNull().defaultTo('{}')).execute();
  await db.schema.createIndex('page_versions_revision_idx').on('page_versions').columns(['page_id', 'revision']).execute();

  // summary: JSON of what changed; entity_type/entity_id: the object as the history shows it.
  await withSerialId(db, db.schema.createTable('audit_log'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_entity_idx').on('audit_log').columns(['entity_type', 'entity_id', 'id']).execute();

  // owner_type 'page' or 'container'; the module itself lives in the owner's modules_* JSON.
  await withSerialId(db, db.schema.createTable('content_modules'))
    .addColumn('owner_type', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('content_modules_owner_idx').on('content_modules').columns(['owner_type', 'owner_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> { // any: migrations are frozen and untyped
  await db.schema.dropTable('content_modules').execute();
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropIndex('page_versions_revision_idx').execute();
  for (const column of ['summary', 'action', 'user_id', 'revision']) await db.schema.alterTable('page_versions').dropColumn(column).execute();
  await db.schema.alterTable('containers').dropColumn('revision').execute();
  await db.schema.alterTable('pages').dropColumn('revision').execute();
}
