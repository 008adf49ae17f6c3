import type { Insertable, Selectable } from 'kysely';

export interface ProductionProductionTagTable {
  production_id: number;
  production_tag_id: number;
}
export type ProductionProductionTagRow = Selectable<ProductionProductionTagTable>;
export type NewProductionProductionTag = Insertable<ProductionProductionTagTable>;
