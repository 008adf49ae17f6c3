import type { Insertable, Selectable } from 'kysely';

export interface EventTagTable {
  id: number;
  slug: string;
  name_de: string;
  name_en: string;
  sort: number;
  show_in_filter: number;
}
export type EventTagRow = Selectable<EventTagTable>;
export type NewEventTag = Insertable<EventTagTable>;
