import type { Kysely } from 'kysely';
import { isPostgres } from '../migration-helpers';

const FILTER_KEYS = ['exhibition_type_id', 'genre_id', 'room_id', 'series_id'];

/** The programme's date indexes as 20261121-01-programme made them: one without a leading filter key, one per key. */
function dateIndexes(): { name: string; columns: string[] }[] {
  return [
    { name: 'events_date_start', columns: ['date_start', 'is_online', ...FILTER_KEYS] },
    ...FILTER_KEYS.map((key) => ({ name: `events_${key}_date_start`, columns: [key, 'date_start', 'is_online', ...FILTER_KEYS.filter((k) => k !== key)] })),
  ];
}

/**
 * Lookups that read the whole events table at 100,000 events:
 * - add to cart finds its event by the ticketing system's id (spec §7 shop-cart event_jet_id);
 * - on PostgreSQL, a list or calendar filtered by tag joins the tag's links by event id, and
 *   the date indexes carried no id there (SQLite's indexes hold the rowid anyway), so the
 *   planner read every events row to find the upcoming ones. With the id as their last column
 *   the matching events come from the index alone.
 */
export async function up(db: Kysely<any>): Promise<void> { // any: migrations are frozen and untyped
  await db.schema.createIndex('events_event_jet_id').on('events').column('event_jet_id').execute();
  if (!isPostgres(db)) return;
  for (const { name, columns } of dateIndexes()) {
    await db.schema.dropIndex(name).execute();
    await db.schema.createIndex(name).on('events').columns([...columns, 'id']).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> { // any: see up
  if (isPostgres(db)) {
    for (const { name, columns } of dateIndexes()) {
      await db.schema.dropIndex(name).execute();
      await db.schema.createIndex(name).on('events').columns(columns).execute();
    }
  }
  await db.schema.dropIndex('events_event_jet_id').execute();
}
