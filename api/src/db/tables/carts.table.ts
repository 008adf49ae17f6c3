import type { Generated, Insertable, Selectable } from 'kysely';

/** An anonymous cart; the browser holds the token in an HttpOnly cookie, the table only its hash. */
export interface CartTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number | null;
  created_at: string;
  updated_at: string;
}
export type CartRow = Selectable<CartTable>;
export type NewCart = Insertable<CartTable>;
