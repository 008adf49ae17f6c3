import { AdminPerson } from '@festival/shared/api-schemas/admin-programme';
import { slugify, sortKey } from '../../../seed/common/slugify';
import type { CollectionDefinition } from '../collection-definition';
import { programmeChange } from './programme-announcements';

/** Authors and other people of the programme. */
export const personsCollection: CollectionDefinition = {
  name: 'persons',
  entity: 'person',
  table: 'persons',
  schema: AdminPerson,
  markup: { bio_de: 'rich-text', bio_en: 'rich-text' },
  label: (row) => `${String(row.first_name)} ${String(row.last_name)}`.trim(),
  search: ['first_name', 'last_name', 'slug'],
  orderings: ['sort_name', 'last_name', 'first_name', 'id'],
  defaultOrdering: 'sort_name',
  slugs: [{ column: 'slug', from: (person) => slugify(`${String(person.first_name)} ${String(person.last_name)}`) }],
  derive: (person) => ({ sort_name: sortKey(String(person.last_name), String(person.first_name)) }),
  announce: programmeChange('person', 'author'),
};
