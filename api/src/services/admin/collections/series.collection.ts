import { AdminSeries } from '@festival/shared/api-schemas/admin-programme';
import { slugify } from '../../../seed/common/slugify';
import type { CollectionDefinition } from '../collection-definition';
import { programmeChange } from './programme-announcements';

/** Event series (reading series, formats). */
export const seriesCollection: CollectionDefinition = {
  name: 'series',
  entity: 'series',
  table: 'series',
  schema: AdminSeries,
  markup: { description_de: 'rich-text', description_en: 'rich-text' },
  label: (row) => String(row.name_de),
  search: ['name_de', 'name_en', 'slug'],
  orderings: ['sort', 'name_de', 'name_en', 'id'],
  defaultOrdering: 'sort',
  slugs: [{ column: 'slug', from: (series) => slugify(String(series.name_de)) }],
  announce: programmeChange('series', null),
};
