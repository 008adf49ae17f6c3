import type { Generated, Insertable, Selectable } from 'kysely';

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
  /** Counts the object's saves in the admin; a write based on an older revision is stale (409). */
  revision: Generated<number>;
}
export type SeriesRow = Selectable<SeriesTable>;
export type NewSeries = Insertable<SeriesTable>;
