import { AdminPage } from '@festival/shared/api-schemas/admin-content';
import { slugify } from '../../../seed/common/slugify';
import type { AdminObject, CollectionDefinition } from '../collection-definition';
import { contentChange } from '../../editing/content-announcements';
import { onlineWindowRule } from './online-window-rule';

/** A copy's path: its own when free, else the title's below the same parent path, numbered until free. */
const pagePath = (locale: 'de' | 'en') => (page: AdminObject): string => {
  const own = String((page[`url_${locale}`] as string | null) ?? '');
  const parent = own.includes('/') ? own.slice(0, own.lastIndexOf('/') + 1) : '';
  return own === '' ? `${parent}${slugify(String(page[`title_${locale}`]))}` : own;
};

/**
 * CMS pages: the tree (parent, order), urls per language, menu and footer flags and the head.
 * The revision is the page editor's own, so a page edited in both places never loses a save.
 */
export const pagesCollection: CollectionDefinition = {
  name: 'pages',
  entity: 'page',
  table: 'pages',
  schema: AdminPage,
  references: { parent_id: 'pages' },
  label: (row) => String(row.title_de),
  search: ['title_de', 'title_en', 'url_de', 'url_en'],
  orderings: ['sort', 'title_de', 'url_de', 'parent_id', 'online_from', 'id'],
  defaultOrdering: 'sort',
  slugs: [{ column: 'url_de', from: pagePath('de') }, { column: 'url_en', from: pagePath('en') }],
  insertDefaults: { modules_de: '[]', modules_en: '[]' },
  derive: (_page, now) => ({ updated_at: now.toISOString() }),
  rules: onlineWindowRule,
  announce: contentChange('page', 'page'),
};
