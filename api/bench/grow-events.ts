import { sql } from 'kysely';
import type { Db } from '../src/db/create-db';
import type { NewEvent } from '../src/db/tables/events.table';
import { insertBatched } from '../src/seed/programme-seed';

/**
 * Grows the seeded events table to `target` rows: copies of the seeded events (with their
 * filters and tags) spread over two years from a month ago, ids after the seed's, one seat
 * group each. Statistics are refreshed afterwards, as a production database would have them.
 */
export async function growEvents(db: Db, target: number): Promise<void> {
  const seeded = await db.kysely.selectFrom('events').selectAll().orderBy('id').execute();
  const seededTags = await db.kysely.selectFrom('event_event_tags').selectAll().execute();
  const maxSeatGroup = await db.kysely.selectFrom('seat_groups').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow();
  const start = Date.now() - 30 * 86400000;
  const spanMs = 730 * 86400000;
  const tagsOf = new Map<number, number[]>();
  for (const link of seededTags) tagsOf.set(link.event_id, [...(tagsOf.get(link.event_id) ?? []), link.event_tag_id]);
  const events: NewEvent[] = [];
  const tags: { event_id: number; event_tag_id: number }[] = [];
  for (let id = seeded.length + 1; id <= target; id += 1) {
    const model = seeded[id % seeded.length]!;
    const begin = new Date(start + Math.floor(((id * 7919) % target) / target * spanMs / 60000) * 60000);
    events.push({ ...model, id, is_highlight: 0, date_start: begin.toISOString(), date_end: new Date(begin.getTime() + 5400000).toISOString() });
    for (const tag of tagsOf.get(model.id) ?? []) tags.push({ event_id: id, event_tag_id: tag });
  }
  await db.kysely.transaction().execute(async (trx) => {
    await insertBatched(trx, 'events', events);
    await insertBatched(trx, 'event_event_tags', tags);
    await insertBatched(trx, 'seat_groups', events.map((event, index) => ({
      id: Number(maxSeatGroup.id ?? 0) + index + 1, event_id: event.id, name_de: 'Freie Platzwahl', name_en: 'Unreserved seating',
      text_de: '', text_en: '', capacity: 80, is_available: 1, sort: 0,
    })));
  });
  // VACUUM also marks the new pages all-visible on PostgreSQL, as autovacuum soon would, so the
  // planner may answer from an index alone; SQLite has no such map.
  await (db.dialect === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(db.kysely);
}
