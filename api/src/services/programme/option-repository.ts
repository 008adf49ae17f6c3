import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

type OptionTable = 'genres' | 'seasons' | 'production_tags';

/** Filter vocabularies and the small lookups of detail pages. */
export class OptionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async names(table: OptionTable) {
    return this.db.selectFrom(table).select(['id', 'name_de', 'name_en']).orderBy('sort').orderBy('id').execute();
  }

  /** Rooms of online venues with the venue's names, in venue order. */
  async roomsWithVenue() {
    return this.db.selectFrom('rooms')
      .innerJoin('venues', 'venues.id', 'rooms.venue_id')
      .select(['rooms.id', 'rooms.name_de', 'rooms.name_en', 'venues.name_de as venue_de', 'venues.name_en as venue_en'])
      .where('venues.is_online', '=', 1)
      .orderBy('venues.id').orderBy('rooms.sort').orderBy('rooms.id')
      .execute();
  }

  async exhibitionTypes() {
    return this.db.selectFrom('exhibition_types').select(['id', 'slug', 'name_de', 'name_en']).orderBy('sort').orderBy('id').execute();
  }

  async eventTags() {
    return this.db.selectFrom('event_tags').select(['id', 'name_de', 'name_en', 'show_in_filter']).orderBy('sort').orderBy('id').execute();
  }

  async series() {
    return this.db.selectFrom('series').select(['id', 'slug', 'name_de', 'name_en', 'show_in_filter'])
      .where('is_online', '=', 1).orderBy('sort').orderBy('id').execute();
  }

  async exhibitionType(id: number | null) {
    if (id === null) return undefined;
    return this.db.selectFrom('exhibition_types').select(['id', 'slug', 'name_de', 'name_en']).where('id', '=', id).executeTakeFirst();
  }

  async genre(id: number | null) {
    if (id === null) return undefined;
    return this.db.selectFrom('genres').select(['id', 'name_de', 'name_en']).where('id', '=', id).executeTakeFirst();
  }

  async seriesRef(id: number | null) {
    if (id === null) return undefined;
    return this.db.selectFrom('series').select(['id', 'slug', 'name_de', 'name_en'])
      .where('id', '=', id).where('is_online', '=', 1).executeTakeFirst();
  }

  async productionRef(id: number | null) {
    if (id === null) return undefined;
    return this.db.selectFrom('productions').select(['id', 'slug', 'title_de', 'title_en', 'show_booking_button'])
      .where('id', '=', id).where('is_online', '=', 1).executeTakeFirst();
  }
}
