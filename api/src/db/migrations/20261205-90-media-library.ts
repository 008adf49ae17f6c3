import type { Kysely } from 'kysely';

/**
 * The media library: each uploaded picture keeps the point an editor marks as the one that must
 * stay in view, as fractions of its width and height (the middle until one is set).
 */
export async function up(db: Kysely<any>): Promise<void> { // any: migrations are frozen and untyped
  await db.schema.alterTable('media_images').addColumn('focal_x', 'real', (c) => c.notNull().defaultTo(0.5)).execute();
  await db.schema.alterTable('media_images').addColumn('focal_y', 'real', (c) => c.notNull().defaultTo(0.5)).execute();
  await db.schema.createIndex('media_images_created_idx').on('media_images').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> { // any: see up
  await db.schema.dropIndex('media_images_created_idx').execute();
  await db.schema.alterTable('media_images').dropColumn('focal_y').execute();
  await db.schema.alterTable('media_images').dropColumn('focal_x').execute();
}
