import type { Generated, Insertable, Selectable } from 'kysely';

export interface OpeningHoursTable {
  id: number;
  weekday: number;
  time_from: string | null;
  time_to: string | null;
  closed: Generated<number>;
  alternative_link_url: Generated<string>;
  alternative_text_de: string;
  alternative_text_en: string;
  sort: Generated<number>;
  /** Counts the object's saves in the admin; a write based on an older revision is stale (409). */
  revision: Generated<number>;
}
export type OpeningHoursRow = Selectable<OpeningHoursTable>;
export type NewOpeningHours = Insertable<OpeningHoursTable>;
