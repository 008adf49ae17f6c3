import type { Insertable, Selectable } from 'kysely';

export interface RoomTable {
  id: number;
  venue_id: number;
  name_de: string;
  name_en: string;
  capacity: number;
  sort: number;
}
export type RoomRow = Selectable<RoomTable>;
export type NewRoom = Insertable<RoomTable>;
