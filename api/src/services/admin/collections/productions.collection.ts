import { AdminProduction } from '@festival/shared/api-schemas/admin-programme';
import { slugify } from '../../../seed/common/slugify';
import type { CollectionDefinition } from '../collection-definition';
import { programmeChange } from './programme-announcements';

/** Productions (exhibitions, shows) with their tags and people. */
export const productionsCollection: CollectionDefinition = {
  name: 'productions',
  entity: 'production',
  table: 'productions',
  schema: AdminProduction,
  markup: { description_de: 'rich-text', description_en: 'rich-text' },
  references: { exhibition_type_id: 'exhibition_types', season_id: 'seasons' },
  links: [
    { key: 'tag_ids', table: 'production_production_tags', ownerColumn: 'production_id', targetColumn: 'production_tag_id', targetTable: 'production_tags' },
    { key: 'person_ids', table: 'production_persons', ownerColumn: 'production_id', targetColumn: 'person_id', targetTable: 'persons', sortColumn: 'sort' },
  ],
  label: (row) => String(row.title_de),
  search: ['title_de', 'title_en', 'slug', 'subtitle_de'],
  orderings: ['title_de', 'title_en', 'id'],
  defaultOrdering: 'title_de',
  slugs: [{ column: 'slug', from: (production) => slugify(String(production.title_de)) }],
  announce: programmeChange('production', 'production'),
};
