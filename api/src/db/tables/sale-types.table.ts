import type { Generated, Insertable, Selectable } from 'kysely';

export interface SaleTypeTable {
  /** The box office's own id of the sale type. */
  id: number;
  name_de: string;
  name_en: string;
  sort: number;
  /** Counts the object's saves in the admin; a write based on an older revision is stale (409). */
  revision: Generated<number>;
}
export type SaleTypeRow = Selectable<SaleTypeTable>;
export type NewSaleType = Insertable<SaleTypeTable>;
