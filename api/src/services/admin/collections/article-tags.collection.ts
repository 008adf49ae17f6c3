import { AdminArticleTag } from '@festival/shared/api-schemas/admin-content';
import { slugify } from '../../../seed/common/slugify';
import type { CollectionDefinition } from '../collection-definition';
import { contentChange } from '../../editing/content-announcements';

export const articleTagsCollection: CollectionDefinition = {
  name: 'article-tags',
  entity: 'article_tag',
  table: 'article_tags',
  schema: AdminArticleTag,
  label: (row) => String(row.name_de),
  search: ['name_de', 'name_en', 'slug_de', 'slug_en'],
  orderings: ['name_de', 'name_en', 'id'],
  defaultOrdering: 'name_de',
  slugs: [
    { column: 'slug_de', from: (tag) => slugify(String(tag.name_de)) },
    { column: 'slug_en', from: (tag) => slugify(String(tag.name_en)) },
  ],
  announce: contentChange('article_tag'),
};
