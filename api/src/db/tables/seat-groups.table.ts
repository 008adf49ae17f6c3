import type { Insertable, Selectable } from 'kysely';

/** is_available 0 marks the group unavailable (status '0'); capacity is the seat count. */
export interface SeatGroupTable {
  id: number;
  event_id: number;
  name_de: string;
  name_en: string;
  text_de: string;
  text_en: string;
  capacity: number;
  is_available: number;
  sort: number;
}
export type SeatGroupRow = Selectable<SeatGroupTable>;
export type NewSeatGroup = Insertable<SeatGroupTable>;
