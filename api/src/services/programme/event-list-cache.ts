import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Availability, EventListQuery } from '@festival/shared/api-schemas/programme';
import type { Locale } from '@festival/shared/i18n/locales';
import { EVENT_FILTER_KEYS, formatUrlDate } from '@festival/shared/validation/programme-query';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { ChangeBus } from '../changes/change-bus';
import { filterPageUrl, pageLinks, type PageRequest } from '../common/paging';
import { eventAvailability } from './event-availability';
import { eventFilters, EventService } from './event-service';

/**
 * The programme list answered from memory. A page is built once per normalised query and kept
 * as its JSON text, cut open where each card's availability goes; availability is filled in
 * from a separate, short-lived count, so seats stay fresh while the list itself is reused.
 * A page is built again when programme data changes, when a list that starts "now" passes
 * the start of its first event, or after it fell out of the bounded cache. Changes come from
 * the change bus: programme changes and seat changes each count up a version here.
 */

export interface EventListCacheOptions {
  maxEntries: number;
  /** How long counted availability is reused; holds expire by time, without a write to signal it. */
  availabilityTtlMs: number;
}

const DEFAULTS: EventListCacheOptions = { maxEntries: 1000, availabilityTtlMs: 1000 };

interface CachedSeats {
  /** The whole answer with these seats filled in, encoded once and sent as is until seats are counted again. */
  body: Buffer;
  countedAt: number;
  version: number;
}

interface CachedPage {
  /** The answer's JSON split at each card's availability (one more part than cards). */
  parts: string[];
  ids: number[];
  stableUntil: number;
  dataVersion: number;
  seats: CachedSeats | null;
  counting: Promise<CachedSeats> | null;
}

export interface EventListRequest {
  /** The path and query as asked for; the same text asked again skips normalising. */
  url: string;
  /** The list's path as asked for (/api/events/ or /de/api/events/); next and previous keep it. */
  path: string;
  locale: Locale;
  query: EventListQuery;
  paging: PageRequest;
  now: Date;
}

export class EventListCache {
  private readonly pages = new Map<string, CachedPage>();
  /** Request URLs already normalised, to the key of their page. */
  private readonly keysByUrl = new Map<string, string>();
  private readonly building = new Map<string, Promise<CachedPage>>();
  private readonly events: EventService;
  private readonly options: EventListCacheOptions;
  /** Stands in for availability while the page is serialised; unguessable, so no text contains it. */
  private readonly marker = `"availability-${randomBytes(12).toString('hex')}"`;
  private dataVersion = 0;
  private seatsVersion = 0;

  /** `events` answers the pages; its `salesCloseMinutes` says when sales have closed for availability. */
  constructor(private readonly db: Kysely<Database>, changes: ChangeBus, events: EventService, options: Partial<EventListCacheOptions> = {}) {
    this.events = events;
    this.options = { ...DEFAULTS, ...options };
    changes.subscribe('programme', () => { this.dataVersion += 1; });
    changes.subscribe('availability', () => { this.seatsVersion += 1; });
  }

  /** One page of the programme list as UTF-8 JSON (schema EventDayPage). */
  async answer(request: EventListRequest): Promise<Buffer> {
    const asked = `${request.locale} ${request.url}`;
    let key = this.keysByUrl.get(asked);
    if (key === undefined) {
      key = `${request.locale} ${filterPageUrl(request.path, canonicalParams(request))(request.paging.page)}`;
      if (this.keysByUrl.size >= this.options.maxEntries * 4) this.keysByUrl.clear();
      this.keysByUrl.set(asked, key);
    }
    let page = this.pages.get(key);
    if (!page || !this.isCurrent(page, request.now)) page = await this.build(key, request, canonicalParams(request));
    return (await this.seatsOf(page, request.now)).body;
  }

  private isCurrent(page: CachedPage, now: Date): boolean {
    return page.dataVersion === this.dataVersion && now.getTime() <= page.stableUntil;
  }

  private build(key: string, request: EventListRequest, params: Record<string, string | number>): Promise<CachedPage> {
    const running = this.building.get(key);
    if (running) return running;
    const build = this.render(request, params).then((page) => {
      this.pages.delete(key);
      this.pages.set(key, page);
      if (this.pages.size > this.options.maxEntries) this.pages.delete(this.pages.keys().next().value!);
      return page;
    }).finally(() => this.building.delete(key));
    this.building.set(key, build);
    return build;
  }

  private async render(request: EventListRequest, params: Record<string, string | number>): Promise<CachedPage> {
    const { dataVersion } = this;
    const { paging, locale, now } = request;
    const placeholder = this.marker.slice(1, -1) as Availability;
    const { count, days: results, stableUntil } = await this.events.list(request.query, paging, locale, now, placeholder);
    const ids = results.flatMap((day) => day.events.map((event) => event.id));
    const links = pageLinks(paging, count, filterPageUrl(request.path, params));
    const parts = JSON.stringify({ count, ...links, results }).split(this.marker);
    return { parts, ids, stableUntil, dataVersion, seats: null, counting: null };
  }

  private async seatsOf(page: CachedPage, now: Date): Promise<CachedSeats> {
    const { seats } = page;
    if (seats && seats.version === this.seatsVersion && performance.now() - seats.countedAt < this.options.availabilityTtlMs) {
      return seats;
    }
    if (!page.counting) {
      const version = this.seatsVersion;
      const countedAt = performance.now();
      page.counting = eventAvailability(this.db, page.ids, now, this.events.salesCloseMinutes)
        .then((byId) => {
          let text = page.parts[0]!;
          page.ids.forEach((id, index) => {
            text += JSON.stringify(byId.get(id) ?? 'available') + page.parts[index + 1]!;
          });
          page.seats = { body: Buffer.from(text, 'utf8'), countedAt, version };
          return page.seats;
        })
        .finally(() => { page.counting = null; });
    }
    return page.counting;
  }
}

/**
 * The query in one spelling, without the page: set filters as numbers in a fixed order, the
 * day and the page size; unknown and empty parameters dropped. Throws 400 for bad values.
 */
function canonicalParams({ query, paging }: EventListRequest): Record<string, string | number> {
  const { filters, day } = eventFilters(query);
  const params: Record<string, string | number> = {};
  for (const key of EVENT_FILTER_KEYS) {
    const value = filters[key];
    if (value !== null) params[key] = value;
  }
  if (day) params.date = formatUrlDate(day);
  if (query.page_size !== undefined) params.page_size = paging.pageSize;
  return params;
}
