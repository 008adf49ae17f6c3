import type { Insertable, Selectable } from 'kysely';

export interface ProductionPersonTable {
  production_id: number;
  person_id: number;
  sort: number;
}
export type ProductionPersonRow = Selectable<ProductionPersonTable>;
export type NewProductionPerson = Insertable<ProductionPersonTable>;
