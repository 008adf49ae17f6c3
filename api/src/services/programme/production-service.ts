import type { ProductionCard, ProductionDetail, ProductionListQuery } from '@festival/shared/api-schemas/programme';
import type { Locale } from '@festival/shared/i18n/locales';
import { parseFilterValue, parseUrlDate } from '@festival/shared/validation/programme-query';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { berlinInstant, utcCalendarDay } from '@festival/shared/format/berlin-time';
import { BadRequestError, NotFoundError } from '../common/http-errors';
import { imageThumbnails } from '../common/image-thumbnails';
import { localised } from '../common/localise';
import { pageOffset, type PageRequest } from '../common/paging';
import { bool } from '../common/stored-values';
import { eventCards } from './event-cards';
import { EventRepository } from './event-repository';
import { ProductionRepository, type ProductionFilterInput } from './production-repository';
import { imageObj } from './programme-images';
import { detailLink, detailUrls } from './programme-links';
import { PROGRAMME_TEXTS } from './programme-texts';

type CardRow = Awaited<ReturnType<ProductionRepository['cards']>>[number];

const EVENTS_PER_PRODUCTION = 100;

function optionalId(key: string, value: string | undefined): number | null {
  if (value === undefined || value === '') return null;
  const id = parseFilterValue(value);
  if (id === null) throw new BadRequestError(`${key} has an invalid value: ${value}`);
  return id;
}

function productionCard(row: CardRow, locale: Locale): ProductionCard {
  const title = localised(row, 'title', locale);
  const typeName = locale === 'en' ? row.type_en : row.type_de;
  const seasonName = locale === 'en' ? row.season_en : row.season_de;
  return {
    id: row.id,
    name: title,
    title,
    headline: title,
    link: detailLink('productions-slug-id', row, locale),
    preline: typeName ?? '',
    subline: localised(row, 'subtitle', locale),
    link_text: PROGRAMME_TEXTS[locale].moreLinkText,
    image_obj: imageObj(row.image, PROGRAMME_TEXTS[locale].imageOf(title)),
    image_thumbnails: imageThumbnails(row.image),
    season: row.season_id !== null && seasonName ? { id: row.season_id, name: seasonName } : null,
    exhibition_type: row.type_id !== null && row.type_slug && typeName ? { id: row.type_id, slug: row.type_slug, name: typeName } : null,
    date_start: row.first,
    date_end: row.last,
  };
}

export class ProductionService {
  private readonly productions: ProductionRepository;
  private readonly events: EventRepository;

  /** `salesCloseMinutes`: when ticket sales close before an event's start (SHOP_SALES_CLOSE_MINUTES), for its availability. */
  constructor(private readonly db: Kysely<Database>, readonly salesCloseMinutes: number) {
    this.productions = new ProductionRepository(db);
    this.events = new EventRepository(db);
  }

  /** Productions by filter; with `date`, only those playing on or after that day (spec §7). */
  async list(query: ProductionListQuery, paging: PageRequest, locale: Locale, now: Date) {
    let playingFrom: string | null = null;
    if (query.date !== undefined && query.date !== '') {
      const day = parseUrlDate(query.date);
      if (!day) throw new BadRequestError(`date has an invalid value: ${query.date}`);
      playingFrom = berlinInstant(utcCalendarDay(day)).toISOString();
    }
    const filters: ProductionFilterInput = {
      season: optionalId('season', query.season),
      exhibitionType: optionalId('exhibition_type', query.exhibition_type),
      tag: optionalId('tag', query.tag),
      playingFrom,
    };
    const from = playingFrom ?? now.toISOString();
    const [count, ids] = await Promise.all([
      this.productions.count(filters),
      this.productions.pageIds(filters, from, paging.pageSize, pageOffset(paging)),
    ]);
    const rows = await this.productions.cards(ids);
    return { count, results: rows.map((row) => productionCard(row, locale)) };
  }

  async cardsByIds(ids: number[], locale: Locale): Promise<ProductionCard[]> {
    const rows = await this.productions.cards(ids);
    return rows.filter((r) => bool(r.is_online)).map((row) => productionCard(row, locale));
  }

  async find(id: number, locale: Locale, now: Date): Promise<ProductionDetail | null> {
    const [row] = await this.productions.cards([id]);
    if (!row || row.is_online !== 1) return null;
    const [authors, tags, eventRows] = await Promise.all([
      this.productions.authorsOf(id),
      this.productions.tagsOf(id),
      this.events.upcomingCards('events.production_id', [id], null, EVENTS_PER_PRODUCTION),
    ]);
    return {
      ...productionCard(row, locale),
      slug: row.slug,
      description: localised(row, 'description', locale),
      show_booking_button: bool(row.show_booking_button),
      authors: authors.map((a) => ({ id: a.id, name: `${a.first_name} ${a.last_name}`, link: detailLink('authors-slug-id', a, locale) })),
      tags: tags.map((t) => ({ id: t.id, name: localised(t, 'name', locale) })),
      events: await eventCards(this.db, eventRows, locale, now, this.salesCloseMinutes),
      urls: detailUrls('productions-slug-id', row),
    };
  }

  async get(id: number, locale: Locale, now: Date): Promise<ProductionDetail> {
    const detail = await this.find(id, locale, now);
    if (!detail) throw new NotFoundError('Production not found');
    return detail;
  }
}
