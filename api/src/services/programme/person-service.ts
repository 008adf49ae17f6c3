import type { PersonCard, PersonDetail } from '@festival/shared/api-schemas/programme';
import type { Locale } from '@festival/shared/i18n/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { berlinDay, berlinInstant } from '@festival/shared/format/berlin-time';
import { NotFoundError } from '../common/http-errors';
import { imageThumbnails } from '../common/image-thumbnails';
import { localised } from '../common/localise';
import { pageOffset, type PageRequest } from '../common/paging';
import { eventCards } from './event-cards';
import { EventRepository } from './event-repository';
import { PersonRepository } from './person-repository';
import { ProductionRepository } from './production-repository';
import { ProductionService } from './production-service';
import { imageObj } from './programme-images';
import { detailLink, detailUrls } from './programme-links';
import { PROGRAMME_TEXTS } from './programme-texts';

const EVENTS_PER_PERSON = 50;

interface PersonRowLike { id: number; slug: string; first_name: string; last_name: string; image: string | null }

function personCard(row: PersonRowLike, locale: Locale): PersonCard {
  const name = `${row.first_name} ${row.last_name}`;
  return {
    id: row.id,
    name,
    headline: name,
    first_name: row.first_name,
    last_name: row.last_name,
    link: detailLink('authors-slug-id', row, locale),
    preline: '',
    subline: '',
    link_text: PROGRAMME_TEXTS[locale].moreLinkText,
    image_obj: imageObj(row.image, name),
    image_thumbnails: imageThumbnails(row.image),
  };
}

/** Authors (spec: ensemble): the alphabetical list and a detail page with their programme. */
export class PersonService {
  private readonly persons: PersonRepository;
  private readonly events: EventRepository;
  private readonly productionIds: ProductionRepository;
  
  /** `productions` draws a person's productions; its `salesCloseMinutes` says when sales close, for availability. */
  constructor(private readonly db: Kysely<Database>, private readonly productions: ProductionService) {
    this.persons = new PersonRepository(db);
    this.events = new EventRepository(db);
    this.productionIds = new ProductionRepository(db);
  }

  async list(paging: PageRequest, locale: Locale) {
    const [count, rows] = await Promise.all([
      this.persons.count(),
      this.persons.page(paging.pageSize, pageOffset(paging)),
    ]);
    return { count, results: rows.map((row) => personCard(row, locale)) };
  }

  /** Events are listed from the start of today (Berlin), so tonight's reading still shows. */
  async find(id: number, locale: Locale, now: Date): Promise<PersonDetail | null> {
    const row = await this.persons.byId(id);
    if (!row || row.is_online !== 1) return null;
    const from = berlinInstant(berlinDay(now)).toISOString();
    const [eventRows, productionIds] = await Promise.all([
      this.events.cardsOfPerson(id, from, EVENTS_PER_PERSON),
      this.productionIds.idsOfPerson(id),
    ]);
    return {
      ...personCard(row, locale),
      slug: row.slug,
      bio: localised(row, 'bio', locale),
      events: await eventCards(this.db, eventRows, locale, now, this.productions.salesCloseMinutes),
      productions: await this.productions.cardsByIds(productionIds, locale),
      urls: detailUrls('authors-slug-id', row),
    };
  }

  async get(id: number, locale: Locale, now: Date): Promise<PersonDetail> {
    const detail = await this.find(id, locale, now);
    if (!detail) throw new NotFoundError('Author not found');
    return detail;
  }
}
