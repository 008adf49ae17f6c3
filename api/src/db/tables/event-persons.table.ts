import type { Insertable, Selectable } from 'kysely';

export interface EventPersonTable {
  event_id: number;
  person_id: number;
  sort: number;
}
export type EventPersonRow = Selectable<EventPersonTable>;
export type NewEventPerson = Insertable<EventPersonTable>;
