import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

export interface SitemapObject { id: number; slug: string }

/** Ids and slugs of every online programme object with a detail page. */
export class SitemapRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async onlineObjects(): Promise<Record<'events' | 'productions' | 'persons' | 'venues' | 'series', SitemapObject[]>> {
    const list = (table: 'events' | 'productions' | 'persons' | 'venues' | 'series') =>
      this.db.selectFrom(table).select(['id', 'slug']).where('is_online', '=', 1).orderBy('id').execute();
    const [events, productions, persons, venues, series] = await Promise.all([
      list('events'), list('productions'), list('persons'), list('venues'), list('series'),
    ]);
    return { events, productions, persons, venues, series };
  }
}
