import type { Insertable, Selectable } from 'kysely';

/** amount is a decimal string such as "18.00"; the lowest sort of a seat group is its full price. */
export interface PriceTable {
  id: number;
  seat_group_id: number;
  sale_type_id: number;
  amount: string;
  text_de: string;
  text_en: string;
  name_de: string;
  name_en: string;
  sort: number;
}
export type PriceRow = Selectable<PriceTable>;
export type NewPrice = Insertable<PriceTable>;
