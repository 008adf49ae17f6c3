import type { Generated, Insertable, Selectable } from 'kysely';

export interface SeasonTable {
  id: number;
  slug: string;
  name_de: string;
  name_en: string;
  sort: number;
  date_start: string;
  date_end: string;
  /** Counts the object's saves in the admin; a write based on an older revision is stale (409). */
  revision: Generated<number>;
}
export type SeasonRow = Selectable<SeasonTable>;
export type NewSeason = Insertable<SeasonTable>;
