import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/database';

export interface ProductionFilterInput {
  season: number | null;
  exhibitionType: number | null;
  tag: number | null;
  /** Only productions with an online event from this instant on (ISO UTC), or null for all. */
  playingFrom: string | null;
}

function filterExpression(eb: ExpressionBuilder<Database, 'productions'>, f: ProductionFilterInput): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [eb('productions.is_online', '=', 1)];
  if (f.season) conditions.push(eb('productions.season_id', '=', f.season));
  if (f.exhibitionType) conditions.push(eb('productions.exhibition_type_id', '=', f.exhibitionType));
  if (f.tag) {
    conditions.push(eb.exists(eb.selectFrom('production_production_tags')
      .select('production_production_tags.production_id')
      .whereRef('production_production_tags.production_id', '=', 'productions.id')
      .where('production_production_tags.production_tag_id', '=', f.tag)));
  }
  if (f.playingFrom) {
    conditions.push(eb.exists(eb.selectFrom('events')
      .select('events.id')
      .whereRef('events.production_id', '=', 'productions.id')
      .where('events.is_online', '=', 1)
      .where('events.date_start', '>=', f.playingFrom)));
  }
  return eb.and(conditions);
}

/** Start of the production's next online event from an instant on, as a scalar subquery. */
function nextDate(eb: ExpressionBuilder<Database, 'productions'>, from: string) {
  return eb.selectFrom('events')
    .select((inner) => inner.fn.min('events.date_start').as('d'))
    .whereRef('events.production_id', '=', 'productions.id')
    .where('events.is_online', '=', 1)
    .where('events.date_start', '>=', from);
}

export class ProductionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async count(filters: ProductionFilterInput): Promise<number> {
    const row = await this.db.selectFrom('productions')
      .select((eb) => eb.fn.countAll().as('count'))
      .where((eb) => filterExpression(eb, filters))
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  /** One page of ids: soonest next performance first, productions without one last. */
  async pageIds(filters: ProductionFilterInput, from: string, limit: number, offset: number): Promise<number[]> {
    const rows = await this.db.selectFrom('productions')
      .select((eb) => ['productions.id', nextDate(eb, from).as('next_date')])
      .where((eb) => filterExpression(eb, filters))
      .orderBy('next_date', (ob) => ob.asc().nullsLast()).orderBy('productions.id')
      .limit(limit).offset(offset)
      .execute();
    return rows.map((r) => r.id);
  }

  async cards(ids: number[]) {
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom('productions')
      .leftJoin('seasons', 'seasons.id', 'productions.season_id')
      .leftJoin('exhibition_types', 'exhibition_types.id', 'productions.exhibition_type_id')
      .select([
        'productions.id', 'productions.slug', 'productions.title_de', 'productions.title_en',
        'productions.subtitle_de', 'productions.subtitle_en', 'productions.description_de', 'productions.description_en',
        'productions.image', 'productions.show_booking_button', 'productions.is_online',
        'seasons.id as season_id', 'seasons.name_de as season_de', 'seasons.name_en as season_en',
        'exhibition_types.id as type_id', 'exhibition_types.slug as type_slug',
        'exhibition_types.name_de as type_de', 'exhibition_types.name_en as type_en',
      ])
      .where('productions.id', 'in', ids)
      .execute();
    const spans = await this.db.selectFrom('events')
      .select((eb) => ['events.production_id', eb.fn.min('events.date_start').as('first'), eb.fn.max('events.date_end').as('last')])
      .where('events.production_id', 'in', ids).where('events.is_online', '=', 1)
      .groupBy('events.production_id')
      .execute();
    const spanOf = new Map(spans.map((s) => [s.production_id, s]));
    const byId = new Map(rows.map((r) => [r.id, { ...r, first: spanOf.get(r.id)?.first ?? null, last: spanOf.get(r.id)?.last ?? null }]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async highlights(from: string, limit: number) {
    const rows = await this.db.selectFrom('productions')
      .leftJoin('exhibition_types', 'exhibition_types.id', 'productions.exhibition_type_id')
      .select((eb) => [
        'productions.id', 'productions.slug', 'productions.title_de', 'productions.title_en',
        'productions.subtitle_de', 'productions.subtitle_en', 'productions.description_de', 'productions.description_en',
        'productions.image', 'exhibition_types.name_de as type_de', 'exhibition_types.name_en as type_en',
        nextDate(eb, from).as('next_date'),
      ])
      .where('productions.is_highlight', '=', 1).where('productions.is_online', '=', 1)
      .orderBy('productions.id')
      .execute();
    return rows
      .flatMap((r) => (r.next_date ? [{ ...r, next_date: r.next_date }] : []))
      .sort((a, b) => a.next_date.localeCompare(b.next_date) || a.id - b.id)
      .slice(0, limit);
  }

  async authorsOf(productionId: number) {
    return this.db.selectFrom('persons')
      .innerJoin('production_persons', 'production_persons.person_id', 'persons.id')
      .select(['persons.id', 'persons.slug', 'persons.first_name', 'persons.last_name'])
      .where('production_persons.production_id', '=', productionId).where('persons.is_online', '=', 1)
      .orderBy('production_persons.sort').orderBy('persons.id')
      .execute();
  }

  async tagsOf(productionId: number) {
    return this.db.selectFrom('production_tags')
      .innerJoin('production_production_tags', 'production_production_tags.production_tag_id', 'production_tags.id')
      .select(['production_tags.id', 'production_tags.name_de', 'production_tags.name_en'])
      .where('production_production_tags.production_id', '=', productionId)
      .orderBy('production_tags.sort').orderBy('production_tags.id')
      .execute();
  }

  /** Online productions an author takes part in, by id. */
  async idsOfPerson(personId: number): Promise<number[]> {
    const rows = await this.db.selectFrom('production_persons')
      .innerJoin('productions', 'productions.id', 'production_persons.production_id')
      .select('productions.id')
      .where('production_persons.person_id', '=', personId).where('productions.is_online', '=', 1)
      .orderBy('productions.id')
      .execute();
    return rows.map((r) => r.id);
  }
}
