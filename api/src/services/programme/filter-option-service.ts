import type {
  ExhibitionTypeOption, FilterOption, SeriesOption, TagOption,
} from '@festival/shared/api-schemas/programme';
import type { Locale } from '@festival/shared/i18n/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { ChangeBus } from '../changes/change-bus';
import { localised } from '../common/localise';
import { bool } from '../common/stored-values';
import { OptionRepository } from './option-repository';

/**
 * Filter options of the programme and productions lists (spec §3 filter state). Each list is
 * read once per language and kept until programme data changes (the change bus): every
 * programme page shows all five.
 */
export class FilterOptionService {
  private readonly options: OptionRepository;
  private readonly kept = new Map<string, Promise<unknown>>();

  constructor(db: Kysely<Database>, changes: ChangeBus) {
    this.options = new OptionRepository(db);
    // A read under way when data changes is dropped with the rest: the next request reads anew.
    changes.subscribe('programme', () => this.kept.clear());
  }

  /** Rooms carry their venue in the name, since room names repeat across venues ("Saal"). */
  rooms(locale: Locale): Promise<FilterOption[]> {
    return this.keep(`rooms ${locale}`, async () => (await this.options.roomsWithVenue()).map((r) => ({
      id: r.id,
      name: `${localised(r, 'name', locale)} · ${localised({ venue_de: r.venue_de, venue_en: r.venue_en }, 'venue', locale)}`,
    })));
  }

  named(table: 'genres' | 'seasons' | 'production_tags', locale: Locale): Promise<FilterOption[]> {
    return this.keep(`${table} ${locale}`, async () => (await this.options.names(table)).map((r) => ({ id: r.id, name: localised(r, 'name', locale) })));
  }

  exhibitionTypes(locale: Locale): Promise<ExhibitionTypeOption[]> {
    return this.keep(`exhibition_types ${locale}`, async () => (await this.options.exhibitionTypes())
      .map((r) => ({ id: r.id, slug: r.slug, name: localised(r, 'name', locale) })));
  }

  eventTags(locale: Locale): Promise<TagOption[]> {
    return this.keep(`event_tags ${locale}`, async () => (await this.options.eventTags())
      .map((r) => ({ id: r.id, name: localised(r, 'name', locale), show_in_filter: bool(r.show_in_filter) })));
  }

  series(locale: Locale): Promise<SeriesOption[]> {
    return this.keep(`series ${locale}`, async () => (await this.options.series()).map((r) => ({
      id: r.id, slug: r.slug, name: localised(r, 'name', locale), show_in_filter: bool(r.show_in_filter),
    })));
  }

  private keep<T>(key: string, read: () => Promise<T>): Promise<T> {
    const kept = this.kept.get(key);
    if (kept) return kept as Promise<T>;
    const reading = read();
    this.kept.set(key, reading);
    // A failed read is not kept: the next request tries again.
    reading.catch(() => {
      if (this.kept.get(key) === reading) this.kept.delete(key);
    });
    return reading;
  }
}
