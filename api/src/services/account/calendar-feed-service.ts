import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { eventsCalendar } from '@festival/shared/calendar/events-calendar';
import { HEAD_TEXTS } from '@festival/shared/head/head-texts';
import { LOCALES, type Locale } from '@festival/shared/i18n/locales';
import type { Database } from '../../db/database';
import { NotFoundError } from '../common/http-errors';
import { detailLink } from '../programme/programme-links';
import { CalendarFeedRepository } from './calendar-feed-repository';

/** The secret part of a feed's URL: 32 random bytes, base64url; stored only as its sha256. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const pick = (locale: Locale, de: string, en: string) => (locale === 'en' ? en : de);

export function feedPath(token: string): string {
  return `/api/account/calendar/${token}.ics`;
}

/**
 * A signed-in visitor's favourites in their account, and the private calendar feed that lists
 * them: its URL holds a secret token, so calendar apps can fetch it without a session; a new
 * feed or a revoked one makes the old URL answer 404.
 */
export class CalendarFeedService {
  private readonly feeds: CalendarFeedRepository;

  constructor(db: Kysely<Database>, private readonly clock: () => Date) {
    this.feeds = new CalendarFeedRepository(db);
  }

  favoriteEventIds(userId: number): Promise<number[]> {
    return this.feeds.favoriteEventIds(userId);
  }

  async replaceFavorites(userId: number, eventIds: number[]): Promise<number[]> {
    await this.feeds.replaceFavorites(userId, [...new Set(eventIds)], this.clock().toISOString());
    return this.feeds.favoriteEventIds(userId);
  }

  async feedState(userId: number): Promise<{ active: boolean; created_at: string | null }> {
    const feed = await this.feeds.feedOf(userId);
    return { active: feed !== undefined, created_at: feed?.created_at ?? null };
  }

  /** A new feed URL (the only time its token is told); any earlier one stops working. */
  async createFeed(userId: number, locale: Locale): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.feeds.replaceFeed(userId, hashToken(token), locale, this.clock().toISOString());
    return token;
  }

  revokeFeed(userId: number): Promise<void> {
    return this.feeds.deleteFeed(userId);
  }

  /** The feed of a token as iCalendar text; an unknown or revoked token is not found. */
  async feed(token: string, origin: string): Promise<string> {
    const feed = TOKEN.test(token) ? await this.feeds.feedByToken(hashToken(token)) : undefined;
    if (!feed) throw new NotFoundError('No calendar at this address.');
    const locale = (LOCALES as readonly string[]).includes(feed.locale) ? (feed.locale as Locale) : 'de';
    const rows = await this.feeds.favoriteEvents(feed.user_id);
    return eventsCalendar(rows.map((row) => ({
      id: row.id,
      title: pick(locale, row.title_de, row.title_en),
      date_start: row.date_start,
      date_end: row.date_end,
      description: pick(locale, row.subline_de, row.subline_en),
      venue: pick(locale, row.venue_de, row.venue_en),
      room: pick(locale, row.room_de, row.room_en),
      address: { street: row.street, postal_code: row.postal_code, city: row.city },
      link: detailLink('events-slug-id', { slug: row.slug, id: row.id }, locale),
    })), { origin, locale, name: HEAD_TEXTS[locale].pages['my-festival'].title });
  }
}
