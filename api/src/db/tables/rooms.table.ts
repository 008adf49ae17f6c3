import type { Generated, Insertable, Selectable } from 'kysely';

export interface RoomTable {
  id: number;
  venue_id: number;
  name_de: string;
  name_en: string;
  capacity: number;
  sort: number;
  /** Counts the object's saves in the admin; a write based on an older revision is stale (409). */
  revision: Generated<number>;
}
export type RoomRow = Selectable<RoomTable>;
export type NewRoom = Insertable<RoomTable>;
