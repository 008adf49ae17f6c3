import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../migration-helpers';

type Table = CreateTableBuilder<string, never>;

/** Columns every named option table carries: seeded integer id, slug, both names, list order. */
function option(table: Table): Table {
  return table
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('name_de', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0));
}

/**
 * The programme domain: venues and rooms, filter vocabularies, authors, productions,
 * events with their join tables, seat groups, prices and time slots. Timestamps are
 * ISO-8601 UTC text, so text order is time order; booleans are 0/1.
 */
export async function up(db: Kysely<any>): Promise<void> { // any: migrations are frozen and untyped
  await db.schema.createTable('venues')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('name_de', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addColumn('description_de', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('is_online', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema.createTable('rooms')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('venue_id', 'integer', (c) => c.notNull().references('venues.id'))
    .addColumn('name_de', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('rooms_venue_id').on('rooms').column('venue_id').execute();

  await option(db.schema.createTable('exhibition_types')).execute();
  await option(db.schema.createTable('genres')).execute();
  await option(db.schema.createTable('event_tags'))
    .addColumn('show_in_filter', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await option(db.schema.createTable('production_tags')).execute();
  await option(db.schema.createTable('seasons'))
    .addColumn('date_start', 'text', (c) => c.notNull())
    .addColumn('date_end', 'text', (c) => c.notNull())
    .execute();

  await db.schema.createTable('series')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('name_de', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('description_de', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull())
    .addColumn('show_in_filter', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('image', 'text')
    .addColumn('is_online', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema.createTable('persons')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    // An accent-free lowercase key ("ozdemir emre"), compared bytewise on both dialects so the
    // alphabetical author list pages the same way on SQLite and PostgreSQL.
    .addColumn('sort_name', 'text', (c) => (isPostgres(db) ? c.notNull().modifyEnd(sql`collate "C"`) : c.notNull()))
    .addColumn('bio_de', 'text', (c) => c.notNull())
    .addColumn('bio_en', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('is_online', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('persons_sort_name').on('persons').columns(['sort_name', 'id']).execute();

  await db.schema.createTable('productions')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('title_de', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('subtitle_de', 'text', (c) => c.notNull())
    .addColumn('subtitle_en', 'text', (c) => c.notNull())
    .addColumn('description_de', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull())
    .addColumn('exhibition_type_id', 'integer', (c) => c.references('exhibition_types.id'))
    .addColumn('season_id', 'integer', (c) => c.references('seasons.id'))
    .addColumn('image', 'text')
    .addColumn('show_booking_button', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_highlight', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_online', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('productions_season_id').on('productions').column('season_id').execute();
  await db.schema.createIndex('productions_exhibition_type_id').on('productions').column('exhibition_type_id').execute();

  await db.schema.createTable('events')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('title_de', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('preline_de', 'text', (c) => c.notNull())
    .addColumn('preline_en', 'text', (c) => c.notNull())
    .addColumn('subline_de', 'text', (c) => c.notNull())
    .addColumn('subline_en', 'text', (c) => c.notNull())
    .addColumn('description_de', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull())
    .addColumn('date_start', 'text', (c) => c.notNull())
    .addColumn('date_end', 'text', (c) => c.notNull())
    .addColumn('room_id', 'integer', (c) => c.notNull().references('rooms.id'))
    .addColumn('exhibition_type_id', 'integer', (c) => c.references('exhibition_types.id'))
    .addColumn('genre_id', 'integer', (c) => c.references('genres.id'))
    .addColumn('series_id', 'integer', (c) => c.references('series.id'))
    .addColumn('production_id', 'integer', (c) => c.references('productions.id'))
    .addColumn('event_jet_id', 'integer')
    .addColumn('ticket_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'text')
    .addColumn('is_highlight', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_online', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // List, count and calendar queries walk date_start in order behind at most a few equality
  // filters. Each index leads with one filter key (or none) and carries the other filter
  // columns, so counting a filtered programme reads the index alone, never the wide rows.
  const filterKeys = ['exhibition_type_id', 'genre_id', 'room_id', 'series_id'];
  await db.schema.createIndex('events_date_start').on('events')
    .columns(['date_start', 'is_online', ...filterKeys]).execute();
  for (const key of filterKeys) {
    await db.schema.createIndex(`events_${key}_date_start`).on('events')
      .columns([key, 'date_start', 'is_online', ...filterKeys.filter((k) => k !== key)]).execute();
  }
  await db.schema.createIndex('events_production_id_date_start').on('events').columns(['production_id', 'date_start']).execute();

  await db.schema.createTable('event_event_tags')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('event_tag_id', 'integer', (c) => c.notNull().references('event_tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('event_event_tags_pk', ['event_id', 'event_tag_id'])
    .execute();
  await db.schema.createIndex('event_event_tags_tag').on('event_event_tags').columns(['event_tag_id', 'event_id']).execute();

  await db.schema.createTable('event_persons')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('person_id', 'integer', (c) => c.notNull().references('persons.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('event_persons_pk', ['event_id', 'person_id'])
    .execute();
  await db.schema.createIndex('event_persons_person').on('event_persons').columns(['person_id', 'event_id']).execute();

  await db.schema.createTable('production_persons')
    .addColumn('production_id', 'integer', (c) => c.notNull().references('productions.id').onDelete('cascade'))
    .addColumn('person_id', 'integer', (c) => c.notNull().references('persons.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('production_persons_pk', ['production_id', 'person_id'])
    .execute();
  await db.schema.createIndex('production_persons_person').on('production_persons').columns(['person_id', 'production_id']).execute();

  await db.schema.createTable('production_production_tags')
    .addColumn('production_id', 'integer', (c) => c.notNull().references('productions.id').onDelete('cascade'))
    .addColumn('production_tag_id', 'integer', (c) => c.notNull().references('production_tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('production_production_tags_pk', ['production_id', 'production_tag_id'])
    .execute();
  await db.schema.createIndex('production_production_tags_tag').on('production_production_tags')
    .columns(['production_tag_id', 'production_id']).execute();

  await db.schema.createTable('seat_groups')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('name_de', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('text_de', 'text', (c) => c.notNull())
    .addColumn('text_en', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('is_available', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('seat_groups_event_id').on('seat_groups').column('event_id').execute();

  await db.schema.createTable('prices')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('seat_group_id', 'integer', (c) => c.notNull().references('seat_groups.id').onDelete('cascade'))
    .addColumn('sale_type_id', 'integer', (c) => c.notNull())
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('text_de', 'text', (c) => c.notNull())
    .addColumn('text_en', 'text', (c) => c.notNull())
    .addColumn('name_de', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('prices_seat_group_id').on('prices').column('seat_group_id').execute();

  await db.schema.createTable('timeslots')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('time_start', 'text', (c) => c.notNull())
    .addColumn('block_id', 'integer', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('timeslots_event_id').on('timeslots').columns(['event_id', 'time_start']).execute();
}
