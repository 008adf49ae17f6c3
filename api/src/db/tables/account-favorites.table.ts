import type { Insertable, Selectable } from 'kysely';

/** An event a signed-in visitor marked (their calendar feed lists these). */
export interface AccountFavoriteTable {
  user_id: number;
  event_id: number;
  created_at: string;
}
export type AccountFavoriteRow = Selectable<AccountFavoriteTable>;
export type NewAccountFavorite = Insertable<AccountFavoriteTable>;
