import type { Insertable, Selectable } from 'kysely';

export interface ProductionTagTable {
  id: number;
  slug: string;
  name_de: string;
  name_en: string;
  sort: number;
}
export type ProductionTagRow = Selectable<ProductionTagTable>;
export type NewProductionTag = Insertable<ProductionTagTable>;
