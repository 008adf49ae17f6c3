import type { Generated, Insertable, Selectable } from 'kysely';

export interface PersonTable {
  id: number;
  slug: string;
  first_name: string;
  last_name: string;
  /** Accent-free lowercase "last first", the alphabetical order of the authors list. */
  sort_name: string;
  bio_de: string;
  bio_en: string;
  image: string | null;
  is_online: number;
  /** Counts the object's saves in the admin; a write based on an older revision is stale (409). */
  revision: Generated<number>;
}
export type PersonRow = Selectable<PersonTable>;
export type NewPerson = Insertable<PersonTable>;
