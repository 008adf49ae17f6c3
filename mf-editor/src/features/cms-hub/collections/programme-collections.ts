import { AdminEvent, AdminPerson, AdminProduction, AdminRoom, AdminSeries, AdminVenue } from '@festival/shared/api-schemas/admin-programme';
import { translated, type CollectionSpec } from './field-spec';

export const events: CollectionSpec = {
  name: 'events',
  schema: AdminEvent,
  columns: ['title_de', 'date_start', 'is_online'],
  orderings: ['title_de', 'date_start'],
  publicRoute: 'events-slug-id',
  fields: [
    ...translated('text', 'title', { required: true }),
    ...translated('text', 'preline'),
    ...translated('text', 'subline'),
    ...translated('text', 'description', { multiline: true }),
    { kind: 'datetime', name: 'date_start', required: true },
    { kind: 'datetime', name: 'date_end', required: true },
    { kind: 'relation', name: 'room_id', label: 'room', collection: 'rooms', required: true },
    { kind: 'relation', name: 'series_id', label: 'series', collection: 'series' },
    { kind: 'relation', name: 'production_id', label: 'production', collection: 'productions' },
    { kind: 'relation', name: 'person_ids', label: 'persons', collection: 'persons', multiple: true },
    { kind: 'text', name: 'ticket_url' },
    { kind: 'number', name: 'event_jet_id', min: 1 },
    { kind: 'image', name: 'image' },
    { kind: 'checkbox', name: 'is_highlight' },
    { kind: 'checkbox', name: 'is_online' },
    { kind: 'checkbox', name: 'is_cancelled' },
    {
      kind: 'group',
      name: 'seat_groups',
      fields: [
        ...translated('text', 'name', { required: true }),
        ...translated('text', 'text'),
        { kind: 'number', name: 'capacity', min: 0, required: true },
        { kind: 'checkbox', name: 'is_available' },
        {
          kind: 'group',
          name: 'prices',
          fields: [
            ...translated('text', 'name'),
            { kind: 'text', name: 'amount', required: true },
            { kind: 'number', name: 'sale_type_id', min: 1, required: true },
            ...translated('text', 'text'),
          ],
        },
      ],
    },
    {
      kind: 'group',
      name: 'timeslots',
      fields: [
        { kind: 'datetime', name: 'time_start', required: true },
        { kind: 'number', name: 'capacity', min: 0, required: true },
        { kind: 'number', name: 'block_id', min: 0, required: true },
      ],
    },
  ],
};

export const persons: CollectionSpec = {
  name: 'persons',
  schema: AdminPerson,
  columns: ['last_name', 'first_name', 'is_online'],
  orderings: ['last_name', 'first_name'],
  publicRoute: 'authors-slug-id',
  fields: [
    { kind: 'text', name: 'first_name' },
    { kind: 'text', name: 'last_name', required: true },
    ...translated('text', 'bio', { multiline: true }),
    { kind: 'image', name: 'image' },
    { kind: 'checkbox', name: 'is_online' },
  ],
};

export const productions: CollectionSpec = {
  name: 'productions',
  schema: AdminProduction,
  columns: ['title_de', 'is_online'],
  orderings: ['title_de'],
  publicRoute: 'productions-slug-id',
  fields: [
    ...translated('text', 'title', { required: true }),
    ...translated('text', 'subtitle'),
    ...translated('text', 'description', { multiline: true }),
    { kind: 'relation', name: 'person_ids', label: 'persons', collection: 'persons', multiple: true },
    { kind: 'image', name: 'image' },
    { kind: 'checkbox', name: 'show_booking_button' },
    { kind: 'checkbox', name: 'is_highlight' },
    { kind: 'checkbox', name: 'is_online' },
  ],
};

export const series: CollectionSpec = {
  name: 'series',
  schema: AdminSeries,
  columns: ['name_de', 'is_online'],
  orderings: ['name_de'],
  publicRoute: 'series-slug-id',
  fields: [
    ...translated('text', 'name', { required: true }),
    ...translated('text', 'description', { multiline: true }),
    { kind: 'checkbox', name: 'show_in_filter' },
    { kind: 'image', name: 'image' },
    { kind: 'checkbox', name: 'is_online' },
    { kind: 'number', name: 'sort', min: 0 },
  ],
};

export const venues: CollectionSpec = {
  name: 'venues',
  schema: AdminVenue,
  columns: ['name_de', 'city', 'is_online'],
  orderings: ['name_de', 'city'],
  publicRoute: 'venues-slug-id',
  fields: [
    ...translated('text', 'name', { required: true }),
    { kind: 'text', name: 'street' },
    { kind: 'text', name: 'postal_code' },
    { kind: 'text', name: 'city' },
    { kind: 'number', name: 'lat', step: 0.000001 },
    { kind: 'number', name: 'lng', step: 0.000001 },
    ...translated('text', 'description', { multiline: true }),
    { kind: 'image', name: 'image' },
    { kind: 'checkbox', name: 'is_online' },
  ],
};

export const rooms: CollectionSpec = {
  name: 'rooms',
  schema: AdminRoom,
  columns: ['name_de', 'capacity'],
  orderings: ['name_de', 'capacity'],
  fields: [
    ...translated('text', 'name', { required: true }),
    { kind: 'relation', name: 'venue_id', label: 'venue', collection: 'venues', required: true },
    { kind: 'number', name: 'capacity', min: 0 },
    { kind: 'number', name: 'sort', min: 0 },
  ],
};
