import type { Availability, Calendar, EventCard, EventDay, EventFilterQuery, ProgrammeTeaser } from '@festival/shared/api-schemas/programme';
import type { Locale } from '@festival/shared/i18n/locales';
import { parseProgrammeQuery } from '@festival/shared/validation/programme-query';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { addDays, berlinDay, berlinInstant, berlinIsoWithOffset, utcCalendarDay } from '@festival/shared/format/berlin-time';
import { BadRequestError } from '../common/http-errors';
import { imageThumbnails } from '../common/image-thumbnails';
import { localised } from '../common/localise';
import { pageOffset, type PageRequest } from '../common/paging';
import { eventCard } from './event-cards';
import { EventRepository, type EventFilterInput } from './event-repository';
import { ProductionRepository } from './production-repository';
import { imageObj } from './programme-images';
import { detailLink } from './programme-links';
import { firstSentence, PROGRAMME_TEXTS } from './programme-texts';

const TEASER_LIMIT = 6;

/**
 * Filters of a programme query. The schema has checked the shape; here a day that does
 * not exist or an id of 0 becomes a 400. Without a date the list starts now (spec §2).
 */
export function eventFilters(query: EventFilterQuery): { filters: Omit<EventFilterInput, 'from' | 'to'>; day: string | null } {
  const parsed = parseProgrammeQuery(query);
  if (!parsed.ok) throw new BadRequestError(`${parsed.key} has an invalid value: ${parsed.value}`);
  return { filters: parsed.filters, day: parsed.date ? utcCalendarDay(parsed.date) : null };
}

/**
 * Groups cards (already in programme order) into Berlin calendar days. Within a day the feed
 * lists the latest event first, as the programme feed always has; the list store turns a day
 * with more than one event around (spec §4 same-day reversal).
 */
function groupByDay(cards: EventCard[]): EventDay[] {
  const days: EventDay[] = [];
  for (const card of cards) {
    const day = berlinDay(new Date(card.date_start));
    const last = days[days.length - 1];
    if (last && last.date === day) last.events.unshift(card);
    else days.push({ date: day, date_start: berlinIsoWithOffset(berlinInstant(day)), events: [card] });
  }
  return days;
}

export interface EventListPage {
  count: number;
  days: EventDay[];
  /**
   * Until this instant (ms, inclusive) the same query gives the same page unless data
   * changes: a list that starts "now" changes when its first event begins.
   */
  stableUntil: number;
}

export class EventService {
  private readonly events: EventRepository;
  private readonly productions: ProductionRepository;

  /** `salesCloseMinutes`: when ticket sales close before an event's start (SHOP_SALES_CLOSE_MINUTES), for its availability. */
  constructor(private readonly db: Kysely<Database>, readonly salesCloseMinutes: number) {
    this.events = new EventRepository(db);
    this.productions = new ProductionRepository(db);
  }

  /**
   * One page of the list. Its cards carry `seats` as their availability: the caller counts the
   * seats itself (the list cache keeps the page longer than a count may be reused).
   */
  async list(query: EventFilterQuery, paging: PageRequest, locale: Locale, now: Date, seats: Availability): Promise<EventListPage> {
    const { filters, day } = eventFilters(query);
    const input: EventFilterInput = { ...filters, from: day ? berlinInstant(day).toISOString() : now.toISOString(), to: null };
    const [count, rows, firstStart] = await Promise.all([
      this.events.countEvents(input),
      this.events.cardPage(input, paging.pageSize, pageOffset(paging)),
      day ? null : this.events.firstStart(input),
    ]);
    const cards = rows.map((row) => eventCard(row, seats, locale));
    return { count, days: groupByDay(cards), stableUntil: firstStart ? Date.parse(firstStart) : Number.POSITIVE_INFINITY };
  }

  /** Days with at least one matching online event: the month of `date`, or every day from today. */
  async calendar(query: EventFilterQuery, now: Date): Promise<Calendar> {
    const { filters, day } = eventFilters(query);
    let from: string;
    let to: string | null = null;
    if (day) {
      const monthStart = `${day.slice(0, 7)}-01`;
      const nextMonth = addDays(monthStart, 32).slice(0, 7);
      from = berlinInstant(monthStart).toISOString();
      to = berlinInstant(`${nextMonth}-01`).toISOString();
    } else {
      from = berlinInstant(berlinDay(now)).toISOString();
    }
    const hours = await this.events.startHours({ ...filters, from, to });
    const days = new Set(hours.map((hour) => berlinDay(new Date(`${hour}:00:00.000Z`))));
    return { availableDates: [...days].sort() };
  }

  /**
   * Highlighted events and productions, each placed at the end of the day before its
   * (next) event, so the list shows the teaser just ahead of what it announces; `stableUntil`:
   * the last instant the same data gives the same list (the first teasered start, or midnight,
   * passes).
   */
  async teasers(locale: Locale, now: Date): Promise<{ teasers: ProgrammeTeaser[]; stableUntil: number }> {
    const today = berlinDay(now);
    const from = now.toISOString();
    const texts = PROGRAMME_TEXTS[locale];
    const place = (dateStart: string) => {
      const eventDay = berlinDay(new Date(dateStart));
      const position = eventDay > today ? addDays(eventDay, -1) : today;
      const endOfDay = new Date(berlinInstant(addDays(position, 1)).getTime() - 1000);
      return { position, date_start: berlinIsoWithOffset(endOfDay) };
    };
    const teasers: (ProgrammeTeaser & { sortKey: string })[] = [];
    const [events, productions] = await Promise.all([this.events.highlights(from, TEASER_LIMIT), this.productions.highlights(from, TEASER_LIMIT)]);
    for (const row of events) {
      const title = localised(row, 'title', locale);
      teasers.push({
        kind: 'event', id: row.id, name: title, headline: title,
        link: detailLink('events-slug-id', row, locale),
        preline: localised(row, 'preline', locale), subline: localised(row, 'subline', locale),
        link_text: texts.eventLinkText,
        text: firstSentence(localised(row, 'description', locale)),
        image_obj: imageObj(row.image, texts.imageOf(title)), image_thumbnails: imageThumbnails(row.image),
        ...place(row.date_start), sortKey: row.date_start,
      });
    }
    for (const row of productions) {
      const title = localised(row, 'title', locale);
      teasers.push({
        kind: 'production', id: row.id, name: title, headline: title,
        link: detailLink('productions-slug-id', row, locale),
        preline: (locale === 'en' ? row.type_en : row.type_de) ?? '', subline: localised(row, 'subtitle', locale),
        link_text: texts.moreLinkText,
        text: firstSentence(localised(row, 'description', locale)),
        image_obj: imageObj(row.image, texts.imageOf(title)), image_thumbnails: imageThumbnails(row.image),
        ...place(row.next_date), sortKey: row.next_date,
      });
    }
    // Both lists come ordered by their start: each one's first is the first to pass.
    const starts = [events[0]?.date_start, productions[0]?.next_date].flatMap((start) => (start ? [Date.parse(start) - 1] : []));
    return {
      teasers: teasers
        .sort((a, b) => a.position.localeCompare(b.position) || a.sortKey.localeCompare(b.sortKey))
        .slice(0, TEASER_LIMIT)
        .map(({ sortKey: _sortKey, ...teaser }) => teaser),
      stableUntil: Math.min(berlinInstant(addDays(today, 1)).getTime() - 1, ...starts),
    };
  }
}
