import type { Insertable, Selectable } from 'kysely';

/** Entry slots of an event; a slot with capacity 0 is unavailable. */
export interface TimeslotTable {
  id: number;
  event_id: number;
  time_start: string;
  block_id: number;
  capacity: number;
}
export type TimeslotRow = Selectable<TimeslotTable>;
export type NewTimeslot = Insertable<TimeslotTable>;
