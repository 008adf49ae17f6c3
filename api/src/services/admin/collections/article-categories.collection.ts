import { AdminArticleCategory } from '@festival/shared/api-schemas/admin-content';
import { slugify } from '../../../seed/common/slugify';
import type { CollectionDefinition } from '../collection-definition';
import { contentChange } from '../../editing/content-announcements';

export const articleCategoriesCollection: CollectionDefinition = {
  name: 'article-categories',
  entity: 'article_category',
  table: 'article_categories',
  schema: AdminArticleCategory,
  label: (row) => String(row.name_de),
  search: ['name_de', 'name_en', 'slug_de', 'slug_en'],
  orderings: ['sort', 'name_de', 'name_en', 'id'],
  defaultOrdering: 'sort',
  slugs: [
    { column: 'slug_de', from: (category) => slugify(String(category.name_de)) },
    { column: 'slug_en', from: (category) => slugify(String(category.name_en)) },
  ],
  announce: contentChange('article_category'),
};
