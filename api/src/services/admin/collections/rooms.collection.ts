import { AdminRoom } from '@festival/shared/api-schemas/admin-programme';
import type { CollectionDefinition } from '../collection-definition';
import { programmeChange } from './programme-announcements';

/** Rooms of the venues, where events take place. */
export const roomsCollection: CollectionDefinition = {
  name: 'rooms',
  entity: 'room',
  table: 'rooms',
  schema: AdminRoom,
  references: { venue_id: 'venues' },
  label: (row) => (typeof row.venue_name_de === 'string' ? `${String(row.name_de)} · ${row.venue_name_de}` : String(row.name_de)),
  labelColumns: async (db, rows) => {
    const venueIds = [...new Set(rows.map((row) => Number(row.venue_id)))];
    const venues = venueIds.length === 0 ? [] : await db.selectFrom('venues').select(['id', 'name_de']).where('id', 'in', venueIds).execute();
    const names = new Map(venues.map((venue) => [venue.id, venue.name_de]));
    return rows.map((row) => ({ ...row, venue_name_de: names.get(Number(row.venue_id)) }));
  },
  search: ['name_de', 'name_en'],
  orderings: ['sort', 'name_de', 'name_en', 'venue_id', 'capacity', 'id'],
  defaultOrdering: 'venue_id',
  announce: programmeChange('room', null),
};
