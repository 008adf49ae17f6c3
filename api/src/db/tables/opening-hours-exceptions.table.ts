import type { Generated, Insertable, Selectable } from 'kysely';

export interface OpeningHoursExceptionTable {
  id: number;
  date: string;
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
export type OpeningHoursExceptionRow = Selectable<OpeningHoursExceptionTable>;
export type NewOpeningHoursException = Insertable<OpeningHoursExceptionTable>;
