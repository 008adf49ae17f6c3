import type { Insertable, Selectable } from 'kysely';

/** An editor with a page open in edit mode: since the first heartbeat, last heard at seen_at (ISO instants). */
export interface PagePresenceTable {
  page_id: number;
  user_id: number;
  since: string;
  seen_at: string;
}
export type PagePresenceRow = Selectable<PagePresenceTable>;
export type NewPagePresence = Insertable<PagePresenceTable>;
