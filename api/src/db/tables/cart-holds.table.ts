import type { Generated, Insertable, Selectable } from 'kysely';

/** Seats held for a cart until expires_at (ISO-8601 UTC); an expired hold counts for nothing. */
export interface CartHoldTable {
  id: Generated<number>;
  cart_id: number;
  event_id: number;
  seat_group_id: number;
  price_id: number;
  timeslot_id: number | null;
  quantity: number;
  created_at: string;
  expires_at: string;
}
export type CartHoldRow = Selectable<CartHoldTable>;
export type NewCartHold = Insertable<CartHoldTable>;
