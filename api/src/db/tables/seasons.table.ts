import type { Insertable, Selectable } from 'kysely';

export interface SeasonTable {
  id: number;
  slug: string;
  name_de: string;
  name_en: string;
  sort: number;
  date_start: string;
  date_end: string;
}
export type SeasonRow = Selectable<SeasonTable>;
export type NewSeason = Insertable<SeasonTable>;
