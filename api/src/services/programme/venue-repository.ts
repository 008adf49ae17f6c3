import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

const VENUE_COLUMNS = [
  'id', 'slug', 'name_de', 'name_en', 'street', 'postal_code', 'city', 'lat', 'lng',
  'description_de', 'description_en', 'image', 'is_online',
] as const;

/** Venues with their rooms, and series. */
export class VenueRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async venues() {
    return this.db.selectFrom('venues').select(VENUE_COLUMNS).where('is_online', '=', 1).orderBy('id').execute();
  }

  async venue(id: number) {
    return this.db.selectFrom('venues').select(VENUE_COLUMNS).where('id', '=', id).executeTakeFirst();
  }

  async roomsOf(venueId: number) {
    return this.db.selectFrom('rooms').select(['id', 'name_de', 'name_en'])
      .where('venue_id', '=', venueId).orderBy('sort').orderBy('id').execute();
  }

  async series(id: number) {
    return this.db.selectFrom('series')
      .select(['id', 'slug', 'name_de', 'name_en', 'description_de', 'description_en', 'show_in_filter', 'image', 'is_online'])
      .where('id', '=', id)
      .executeTakeFirst();
  }
}
