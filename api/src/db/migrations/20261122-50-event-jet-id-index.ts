import type { Kysely } from 'kysely';

/**
 * Add to cart finds its event by the ticketing system's id (spec §7 shop-cart event_jet_id);
 * without an index that lookup reads the whole events table on every call.
 */
export async function up(db: Kysely<any>): Promise<void> { // any: migrations are frozen and untyped
  await db.schema.createIndex('events_event_jet_id').on('events').column('event_jet_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> { // any: see up
  await db.schema.dropIndex('events_event_jet_id').execute();
}
