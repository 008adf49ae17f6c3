import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** The SQL of account favourites and calendar feeds. */
export class CalendarFeedRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async favoriteEventIds(userId: number): Promise<number[]> {
    const rows = await this.db.selectFrom('account_favorites').select('event_id').where('user_id', '=', userId).orderBy('event_id').execute();
    return rows.map((row) => row.event_id);
  }

  /** Replaces the account's favourites with those of `eventIds` that exist. */
  async replaceFavorites(userId: number, eventIds: number[], now: string): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx.deleteFrom('account_favorites').where('user_id', '=', userId).execute();
      if (eventIds.length === 0) return;
      const existing = await tx.selectFrom('events').select('id').where('id', 'in', eventIds).execute();
      if (existing.length === 0) return;
      await tx.insertInto('account_favorites').values(existing.map((row) => ({ user_id: userId, event_id: row.id, created_at: now }))).execute();
    });
  }

  /** The published events among the account's favourites, with their venue and room, by start. */
  async favoriteEvents(userId: number) {
    return this.db.selectFrom('account_favorites')
      .innerJoin('events', 'events.id', 'account_favorites.event_id')
      .innerJoin('rooms', 'rooms.id', 'events.room_id')
      .innerJoin('venues', 'venues.id', 'rooms.venue_id')
      .where('account_favorites.user_id', '=', userId)
      .where('events.is_online', '=', 1)
      .select([
        'events.id', 'events.slug', 'events.title_de', 'events.title_en', 'events.subline_de', 'events.subline_en',
        'events.date_start', 'events.date_end', 'rooms.name_de as room_de', 'rooms.name_en as room_en',
        'venues.name_de as venue_de', 'venues.name_en as venue_en', 'venues.street', 'venues.postal_code', 'venues.city',
      ])
      .orderBy('events.date_start').orderBy('events.id')
      .execute();
  }

  async feedOf(userId: number) {
    return this.db.selectFrom('calendar_feeds').select(['locale', 'created_at']).where('user_id', '=', userId).executeTakeFirst();
  }

  async feedByToken(tokenHash: string) {
    return this.db.selectFrom('calendar_feeds').select(['user_id', 'locale']).where('token_hash', '=', tokenHash).executeTakeFirst();
  }

  /** One feed per account: a new one replaces the old, whose URL stops working. */
  async replaceFeed(userId: number, tokenHash: string, locale: string, now: string): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
      await tx.insertInto('calendar_feeds').values({ token_hash: tokenHash, user_id: userId, locale, created_at: now }).execute();
    });
  }

  async deleteFeed(userId: number): Promise<void> {
    await this.db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
  }
}
