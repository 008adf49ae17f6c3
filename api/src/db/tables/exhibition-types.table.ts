import type { Insertable, Selectable } from 'kysely';

export interface ExhibitionTypeTable {
  id: number;
  slug: string;
  name_de: string;
  name_en: string;
  sort: number;
}
export type ExhibitionTypeRow = Selectable<ExhibitionTypeTable>;
export type NewExhibitionType = Insertable<ExhibitionTypeTable>;
