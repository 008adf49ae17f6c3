import type { Kysely } from 'kysely';

/** A form's retention period in days: older entries and their uploads are deleted by the api (data protection). */
export async function up(db: Kysely<any>): Promise<void> { // any: migrations are frozen and untyped
  await db.schema.alterTable('forms').addColumn('retention_days', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> { // any: see up
  await db.schema.alterTable('forms').dropColumn('retention_days').execute();
}
