import { AdminMenuItem } from '@festival/shared/api-schemas/admin-content';
import type { CollectionDefinition } from '../collection-definition';
import { contentChange } from '../../editing/content-announcements';

/** Entries of the main and footer menus; a parent's children follow it when it is deleted. */
export const menusCollection: CollectionDefinition = {
  name: 'menus',
  entity: 'menu_item',
  table: 'menu_items',
  schema: AdminMenuItem,
  references: { parent_id: 'menu_items' },
  label: (row) => String(row.menu_name_de),
  search: ['menu_name_de', 'menu_name_en', 'url_de', 'url_en'],
  orderings: ['sort', 'menu', 'menu_name_de', 'id'],
  defaultOrdering: 'sort',
  announce: contentChange('menu_item'),
};
