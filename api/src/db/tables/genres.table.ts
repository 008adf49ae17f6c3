import type { Generated, Insertable, Selectable } from 'kysely';

export interface GenreTable {
  id: number;
  slug: string;
  name_de: string;
  name_en: string;
  sort: number;
  /** Counts the object's saves in the admin; a write based on an older revision is stale (409). */
  revision: Generated<number>;
}
export type GenreRow = Selectable<GenreTable>;
export type NewGenre = Insertable<GenreTable>;
