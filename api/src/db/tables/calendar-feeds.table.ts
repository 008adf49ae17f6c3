import type { Insertable, Selectable } from 'kysely';

/** An account's calendar feed: the sha256 of the secret token in its URL, and the feed's language. */
export interface CalendarFeedTable {
  token_hash: string;
  user_id: number;
  locale: string;
  created_at: string;
}
export type CalendarFeedRow = Selectable<CalendarFeedTable>;
export type NewCalendarFeed = Insertable<CalendarFeedTable>;
