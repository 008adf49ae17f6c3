import type { Insertable, Selectable } from 'kysely';

export interface SeriesTable {
  id: number;
  slug: string;
  name_de: string;
  name_en: string;
  description_de: string;
  description_en: string;
  show_in_filter: number;
  image: string | null;
  is_online: number;
  sort: number;
}
export type SeriesRow = Selectable<SeriesTable>;
export type NewSeries = Insertable<SeriesTable>;
