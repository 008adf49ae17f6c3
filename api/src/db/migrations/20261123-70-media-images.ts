import type { Kysely } from 'kysely';
import { withSerialId } from '../migration-helpers';

/** Pictures uploaded by editors: who, when, alt text and copyright; the file itself is on disk by name. */
export async function up(db: Kysely<any>): Promise<void> { // any: migrations are frozen and untyped
  await withSerialId(db, db.schema.createTable('media_images'))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull())
    .addColumn('copyright', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> { // any: migrations are frozen and untyped
  await db.schema.dropTable('media_images').execute();
}
