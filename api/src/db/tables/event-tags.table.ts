import type { Generated, Insertable, Selectable } from 'kysely';

export interface EventTagTable {
  id: number;
  slug: string;
  name_de: string;
  name_en: string;
  sort: number;
  show_in_filter: number;
  /** Counts the object's saves in the admin; a write based on an older revision is stale (409). */
  revision: Generated<number>;
}
export type EventTagRow = Selectable<EventTagTable>;
export type NewEventTag = Insertable<EventTagTable>;
