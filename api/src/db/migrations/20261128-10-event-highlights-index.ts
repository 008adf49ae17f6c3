import { sql, type Kysely } from 'kysely';

/**
 * The programme's teasers ask for the next highlighted events. No index held is_highlight, so
 * the planner walked every upcoming event to find the few highlights: at 100,000 events that
 * one query took 20–350 ms of every rendered programme document. A partial index holds only
 * the highlighted events, in date order.
 */
export async function up(db: Kysely<any>): Promise<void> { // any: migrations are frozen and untyped
  await db.schema.createIndex('events_highlight_date_start').on('events').columns(['date_start', 'id'])
    .where(sql.ref('is_highlight'), '=', sql.lit(1)).execute();
}

export async function down(db: Kysely<any>): Promise<void> { // any: see up
  await db.schema.dropIndex('events_highlight_date_start').execute();
}
