import { sql, type ExpressionBuilder, type Expression, type SqlBool, type Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** Filters of the programme list and calendar (spec §2); null means "not set". All combine with AND. */
export interface EventFilterInput {
  room: number | null;
  type: number | null;
  tag: number | null;
  series: number | null;
  genre: number | null;
  /** Inclusive lower bound of date_start, ISO UTC. */
  from: string;
  /** Exclusive upper bound of date_start, ISO UTC, or null for open-ended. */
  to: string | null;
}

function filterExpression(eb: ExpressionBuilder<Database, 'events'>, f: EventFilterInput): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [eb('events.is_online', '=', 1), eb('events.date_start', '>=', f.from)];
  if (f.to) conditions.push(eb('events.date_start', '<', f.to));
  if (f.room) conditions.push(eb('events.room_id', '=', f.room));
  if (f.type) conditions.push(eb('events.exhibition_type_id', '=', f.type));
  if (f.genre) conditions.push(eb('events.genre_id', '=', f.genre));
  if (f.series) conditions.push(eb('events.series_id', '=', f.series));
  if (f.tag) {
    conditions.push(eb.exists(eb.selectFrom('event_event_tags')
      .select('event_event_tags.event_id')
      .whereRef('event_event_tags.event_id', '=', 'events.id')
      .where('event_event_tags.event_tag_id', '=', f.tag)));
  }
  return eb.and(conditions);
}

const EVENT_BASE_COLUMNS = [
  'events.id', 'events.slug', 'events.title_de', 'events.title_en', 'events.preline_de', 'events.preline_en',
  'events.subline_de', 'events.subline_en', 'events.date_start', 'events.date_end', 'events.image',
  'events.description_de', 'events.description_en',
  'rooms.name_de as room_de', 'rooms.name_en as room_en',
  'venues.name_de as venue_de', 'venues.name_en as venue_en',
] as const;

const EVENT_CARD_COLUMNS = [
  ...EVENT_BASE_COLUMNS,
  'genres.name_de as genre_de', 'genres.name_en as genre_en',
  'exhibition_types.name_de as type_de', 'exhibition_types.name_en as type_en',
] as const;

function cardQuery(db: Kysely<Database>) {
  return db.selectFrom('events')
    .innerJoin('rooms', 'rooms.id', 'events.room_id')
    .innerJoin('venues', 'venues.id', 'rooms.venue_id')
    .leftJoin('genres', 'genres.id', 'events.genre_id')
    .leftJoin('exhibition_types', 'exhibition_types.id', 'events.exhibition_type_id')
    .select(EVENT_CARD_COLUMNS);
}

export type EventCardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>['executeTakeFirstOrThrow']>>;

export class EventRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async countEvents(filters: EventFilterInput): Promise<number> {
    const row = await this.db.selectFrom('events')
      .select((eb) => eb.fn.countAll().as('count'))
      .where((eb) => filterExpression(eb, filters))
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  /** Cards of one page, in programme order (start time, then id), in one statement. */
  async cardPage(filters: EventFilterInput, limit: number, offset: number): Promise<EventCardRow[]> {
    const pageIds = this.db.selectFrom('events')
      .select('events.id')
      .where((eb) => filterExpression(eb, filters))
      .orderBy('events.date_start').orderBy('events.id')
      .limit(limit).offset(offset);
    return cardQuery(this.db).where('events.id', 'in', pageIds)
      .orderBy('events.date_start').orderBy('events.id').execute();
  }

  /** The start of the first matching event, or null when none matches. */
  async firstStart(filters: EventFilterInput): Promise<string | null> {
    const row = await this.db.selectFrom('events')
      .select('events.date_start')
      .where((eb) => filterExpression(eb, filters))
      .orderBy('events.date_start').limit(1)
      .executeTakeFirst();
    return row?.date_start ?? null;
  }

  /**
   * The distinct UTC hours (YYYY-MM-DDTHH) in which matching events start; Berlin's
   * offset is whole hours, so each hour belongs to exactly one Berlin day.
   */
  async startHours(filters: EventFilterInput): Promise<string[]> {
    const hour = sql<string>`substr(events.date_start, 1, 13)`;
    const rows = await this.db.selectFrom('events')
      .select(hour.as('hour'))
      .distinct()
      .where((eb) => filterExpression(eb, filters))
      .execute();
    return rows.map((r) => r.hour);
  }

  /** Online events matching a column, from an instant on, in programme order. */
  async upcomingCards(
    column: 'events.production_id' | 'events.series_id' | 'events.room_id',
    values: number[],
    from: string | null,
    limit: number,
  ): Promise<EventCardRow[]> {
    if (values.length === 0) return [];
    let query = cardQuery(this.db).where(column, 'in', values).where('events.is_online', '=', 1);
    if (from) query = query.where('events.date_start', '>=', from);
    return query.orderBy('events.date_start').orderBy('events.id').limit(limit).execute();
  }

  async cardsOfPerson(personId: number, from: string, limit: number): Promise<EventCardRow[]> {
    return cardQuery(this.db)
      .innerJoin('event_persons', 'event_persons.event_id', 'events.id')
      .where('event_persons.person_id', '=', personId)
      .where('events.is_online', '=', 1)
      .where('events.date_start', '>=', from)
      .orderBy('events.date_start').orderBy('events.id').limit(limit).execute();
  }

  /** Highlighted online events starting from an instant (programme teasers). */
  async highlights(from: string, limit: number): Promise<EventCardRow[]> {
    return cardQuery(this.db)
      .where('events.is_highlight', '=', 1).where('events.is_online', '=', 1).where('events.date_start', '>=', from)
      .orderBy('events.date_start').orderBy('events.id').limit(limit).execute();
  }

  async detail(id: number) {
    return this.db.selectFrom('events')
      .innerJoin('rooms', 'rooms.id', 'events.room_id')
      .innerJoin('venues', 'venues.id', 'rooms.venue_id')
      .select([
        ...EVENT_BASE_COLUMNS,
        'events.is_online', 'events.is_cancelled', 'events.event_jet_id', 'events.ticket_url', 'events.room_id',
        'events.genre_id', 'events.exhibition_type_id', 'events.series_id', 'events.production_id',
        'venues.id as venue_id', 'venues.slug as venue_slug', 'venues.street', 'venues.postal_code', 'venues.city',
        'venues.lat', 'venues.lng',
      ])
      .where('events.id', '=', id)
      .executeTakeFirst();
  }

  async tagsOf(eventId: number) {
    return this.db.selectFrom('event_tags')
      .innerJoin('event_event_tags', 'event_event_tags.event_tag_id', 'event_tags.id')
      .select(['event_tags.id', 'event_tags.name_de', 'event_tags.name_en'])
      .where('event_event_tags.event_id', '=', eventId)
      .orderBy('event_tags.sort').orderBy('event_tags.id')
      .execute();
  }

  async authorsOf(eventId: number) {
    return this.db.selectFrom('persons')
      .innerJoin('event_persons', 'event_persons.person_id', 'persons.id')
      .select(['persons.id', 'persons.slug', 'persons.first_name', 'persons.last_name'])
      .where('event_persons.event_id', '=', eventId).where('persons.is_online', '=', 1)
      .orderBy('event_persons.sort').orderBy('persons.id')
      .execute();
  }

  async seatGroupsOf(eventId: number) {
    return this.db.selectFrom('seat_groups').selectAll()
      .where('event_id', '=', eventId).orderBy('sort').orderBy('id').execute();
  }

  async pricesOf(seatGroupIds: number[]) {
    if (seatGroupIds.length === 0) return [];
    return this.db.selectFrom('prices').selectAll()
      .where('seat_group_id', 'in', seatGroupIds).orderBy('seat_group_id').orderBy('sort').orderBy('id').execute();
  }

  async timeslotsOf(eventId: number) {
    return this.db.selectFrom('timeslots').selectAll()
      .where('event_id', '=', eventId).orderBy('time_start').orderBy('id').execute();
  }
}
