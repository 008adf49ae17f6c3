import type {
  ExhibitionTypeOption, FilterOption, SeriesOption, TagOption,
} from '@festival/shared/api-schemas/programme';
import type { Locale } from '@festival/shared/i18n/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { localised } from '../common/localise';
import { bool } from '../common/stored-values';
import { OptionRepository } from './option-repository';

/** Filter options of the programme and productions lists (spec §3 filter state). */
export class FilterOptionService {
  private readonly options: OptionRepository;

  constructor(db: Kysely<Database>) {
    this.options = new OptionRepository(db);
  }

  /** Rooms carry their venue in the name, since room names repeat across venues ("Saal"). */
  async rooms(locale: Locale): Promise<FilterOption[]> {
    const rows = await this.options.roomsWithVenue();
    return rows.map((r) => ({
      id: r.id,
      name: `${localised(r, 'name', locale)} · ${localised({ venue_de: r.venue_de, venue_en: r.venue_en }, 'venue', locale)}`,
    }));
  }

  async named(table: 'genres' | 'seasons' | 'production_tags', locale: Locale): Promise<FilterOption[]> {
    return (await this.options.names(table)).map((r) => ({ id: r.id, name: localised(r, 'name', locale) }));
  }

  async exhibitionTypes(locale: Locale): Promise<ExhibitionTypeOption[]> {
    return (await this.options.exhibitionTypes()).map((r) => ({ id: r.id, slug: r.slug, name: localised(r, 'name', locale) }));
  }

  async eventTags(locale: Locale): Promise<TagOption[]> {
    return (await this.options.eventTags()).map((r) => ({ id: r.id, name: localised(r, 'name', locale), show_in_filter: bool(r.show_in_filter) }));
  }

  async series(locale: Locale): Promise<SeriesOption[]> {
    return (await this.options.series()).map((r) => ({
      id: r.id, slug: r.slug, name: localised(r, 'name', locale), show_in_filter: bool(r.show_in_filter),
    }));
  }
}
