import { AdminEvent, AdminPrice, AdminSeatGroup, AdminTimeslot } from '@festival/shared/api-schemas/admin-programme';
import { slugify } from '../../../seed/common/slugify';
import type { CollectionDefinition } from '../collection-definition';
import { eventSeatsGuard } from './event-seats-guard';
import { programmeChange } from './programme-announcements';

/** Events with seat groups (their prices: the full price first, then discounts), time slots, tags and people. */
export const eventsCollection: CollectionDefinition = {
  name: 'events',
  entity: 'event',
  table: 'events',
  schema: AdminEvent,
  markup: { description_de: 'rich-text', description_en: 'rich-text' },
  references: {
    room_id: 'rooms', exhibition_type_id: 'exhibition_types', genre_id: 'genres', series_id: 'series', production_id: 'productions',
  },
  children: [
    {
      key: 'seat_groups', table: 'seat_groups', parentColumn: 'event_id', sortColumn: 'sort', orderBy: ['sort'], schema: AdminSeatGroup,
      children: [{
        key: 'prices', table: 'prices', parentColumn: 'seat_group_id', sortColumn: 'sort', orderBy: ['sort'], schema: AdminPrice,
        references: { sale_type_id: 'sale_types' },
      }],
    },
    { key: 'timeslots', table: 'timeslots', parentColumn: 'event_id', orderBy: ['time_start'], schema: AdminTimeslot },
  ],
  links: [
    { key: 'tag_ids', table: 'event_event_tags', ownerColumn: 'event_id', targetColumn: 'event_tag_id', targetTable: 'event_tags' },
    { key: 'person_ids', table: 'event_persons', ownerColumn: 'event_id', targetColumn: 'person_id', targetTable: 'persons', sortColumn: 'sort' },
  ],
  label: (row) => String(row.title_de),
  search: ['title_de', 'title_en', 'slug', 'preline_de', 'subline_de'],
  orderings: ['date_start', 'title_de', 'title_en', 'id'],
  defaultOrdering: '-date_start',
  slugs: [{ column: 'slug', from: (event) => slugify(String(event.title_de)) }],
  /** The box office's id, which the booking widget books by. */
  serialKeys: ['event_jet_id'],
  rules: (event) => (new Date(String(event.date_end)) < new Date(String(event.date_start)) ? [{ field: 'date_end', message: 'endBeforeStart' }] : []),
  guard: eventSeatsGuard,
  announce: programmeChange('event', 'event', true),
};
