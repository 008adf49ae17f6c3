import type { Insertable, Transaction } from 'kysely';
import type { DialectName } from '../db/create-db';
import type { Database } from '../db/database';
import { berlinDay } from '@festival/shared/format/berlin-time';
import { SeededRandom } from './common/seeded-random';
import { buildPersons, buildProductions, buildSeasons } from './programme/build-catalogue';
import { buildEvents, ROOMS } from './programme/build-events';
import { buildTicketing } from './programme/build-ticketing';
import {
  DISCOUNTS, EVENT_TAGS, EXHIBITION_TYPES, FULL_PRICE, GENRES, PRODUCTION_TAGS, SERIES, VENUES, type OptionSeed,
} from './programme/catalogue-vocabulary';

const SEED = 20261121;
/** SQLite allows 32766 bound values per statement, PostgreSQL 65535; stay well below both. */
const MAX_VALUES_PER_STATEMENT = 20000;

export async function insertBatched<T extends Extract<keyof Database, string>>(
  trx: Transaction<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length;
  const size = Math.max(1, Math.floor(MAX_VALUES_PER_STATEMENT / columns));
  for (let i = 0; i < rows.length; i += size) {
    // The generic table name defeats Kysely's per-table value typing; rows are typed by the signature.
    await trx.insertInto(table).values(rows.slice(i, i + size)).execute();
  }
}

const options = (items: OptionSeed[]) =>
  items.map((item, index) => ({ id: index + 1, slug: item.slug, name_de: item.name.de, name_en: item.name.en, sort: index }));

/**
 * The demo festival: 5 venues with 12 rooms, 400 events over 60
 * days starting on the Berlin day the seed runs, 80 authors, 40 productions, 10 series.
 * Everything but the start day comes from a fixed-seed generator, so runs differ only in dates.
 */
export async function seedProgramme(trx: Transaction<Database>, _dialect: DialectName, now: Date = new Date()): Promise<void> {
  const rng = new SeededRandom(SEED);
  const startDay = berlinDay(now);

  await insertBatched(trx, 'venues', VENUES.map((v, index) => ({
    id: index + 1, slug: v.slug, name_de: v.name.de, name_en: v.name.en, street: v.street, postal_code: v.postal_code,
    city: v.city, lat: v.lat, lng: v.lng, description_de: v.description.de, description_en: v.description.en,
    image: `/media/venue-${v.slug}.jpg`, is_online: 1,
  })));
  await insertBatched(trx, 'rooms', ROOMS.map((room, index) => ({
    id: room.id, venue_id: room.venueId, name_de: room.name.de, name_en: room.name.en, capacity: room.capacity, sort: index,
  })));
  await insertBatched(trx, 'exhibition_types', options(EXHIBITION_TYPES));
  await insertBatched(trx, 'genres', options(GENRES));
  await insertBatched(trx, 'event_tags', EVENT_TAGS.map((tag, index) => ({
    ...options([tag])[0]!, id: index + 1, sort: index, show_in_filter: tag.show_in_filter ? 1 : 0,
  })));
  await insertBatched(trx, 'production_tags', options(PRODUCTION_TAGS));
  await insertBatched(trx, 'seasons', buildSeasons(startDay));
  // The box office's ids: 1 is the full price, the discounts follow in their order (build-ticketing.ts).
  await insertBatched(trx, 'sale_types', [FULL_PRICE, ...DISCOUNTS.map((discount) => discount.name)].map((name, index) => ({
    id: index + 1, name_de: name.de, name_en: name.en, sort: index,
  })));
  await insertBatched(trx, 'series', SERIES.map((s, index) => ({
    id: index + 1, slug: s.slug, name_de: s.name.de, name_en: s.name.en, description_de: s.description.de,
    description_en: s.description.en, show_in_filter: s.show_in_filter ? 1 : 0, image: `/media/series-${s.slug}.jpg`,
    is_online: 1, sort: index,
  })));

  const persons = buildPersons(rng);
  await insertBatched(trx, 'persons', persons);
  const productions = buildProductions(rng, persons);
  await insertBatched(trx, 'productions', productions.rows);
  await insertBatched(trx, 'production_persons', productions.persons);
  await insertBatched(trx, 'production_production_tags', productions.tags);

  const events = buildEvents(rng, startDay, persons, productions);
  const ticketing = buildTicketing(rng, events.events);
  await insertBatched(trx, 'events', events.events);
  await insertBatched(trx, 'event_event_tags', [...events.tags, ...ticketing.freeTags]);
  await insertBatched(trx, 'event_persons', events.persons);
  await insertBatched(trx, 'seat_groups', ticketing.seatGroups);
  await insertBatched(trx, 'prices', ticketing.prices);
  await insertBatched(trx, 'timeslots', ticketing.timeslots);
}
