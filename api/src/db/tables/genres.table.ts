import type { Insertable, Selectable } from 'kysely';

export interface GenreTable {
  id: number;
  slug: string;
  name_de: string;
  name_en: string;
  sort: number;
}
export type GenreRow = Selectable<GenreTable>;
export type NewGenre = Insertable<GenreTable>;
