import { AdminVenue } from '@festival/shared/api-schemas/admin-programme';
import { slugify } from '../../../seed/common/slugify';
import type { CollectionDefinition } from '../collection-definition';
import { programmeChange } from './programme-announcements';

/** Venues; their rooms are a collection of their own. */
export const venuesCollection: CollectionDefinition = {
  name: 'venues',
  entity: 'venue',
  table: 'venues',
  schema: AdminVenue,
  markup: { description_de: 'rich-text', description_en: 'rich-text' },
  label: (row) => String(row.name_de),
  search: ['name_de', 'name_en', 'slug', 'city', 'street'],
  orderings: ['name_de', 'name_en', 'city', 'id'],
  defaultOrdering: 'name_de',
  slugs: [{ column: 'slug', from: (venue) => slugify(String(venue.name_de)) }],
  announce: programmeChange('venue', 'venue'),
};
