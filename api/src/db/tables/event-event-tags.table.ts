import type { Insertable, Selectable } from 'kysely';

export interface EventEventTagTable {
  event_id: number;
  event_tag_id: number;
}
export type EventEventTagRow = Selectable<EventEventTagTable>;
export type NewEventEventTag = Insertable<EventEventTagTable>;
