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
  label: (row) => String(row.name_de),
  search: ['name_de', 'name_en'],
  orderings: ['sort', 'name_de', 'name_en', 'venue_id', 'capacity', 'id'],
  defaultOrdering: 'venue_id',
  announce: programmeChange('room', null),
};
