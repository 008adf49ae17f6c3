import { AdminArticle } from '@festival/shared/api-schemas/admin-content';
import { slugify } from '../../../seed/common/slugify';
import type { CollectionDefinition } from '../collection-definition';
import { contentChange } from '../../editing/content-announcements';

/** Magazine articles: their head, category and tags; the body's modules are edited in place (page editor). */
export const articlesCollection: CollectionDefinition = {
  name: 'articles',
  entity: 'article',
  table: 'articles',
  schema: AdminArticle,
  references: { category_id: 'article_categories' },
  links: [{ key: 'tag_ids', table: 'article_tag_links', ownerColumn: 'article_id', targetColumn: 'tag_id', targetTable: 'article_tags' }],
  label: (row) => String(row.title_de),
  search: ['title_de', 'title_en', 'slug_de', 'author_name', 'teaser_de'],
  orderings: ['published_at', 'title_de', 'title_en', 'id'],
  defaultOrdering: '-published_at',
  slugs: [
    { column: 'slug_de', from: (article) => slugify(String(article.title_de)) },
    { column: 'slug_en', from: (article) => slugify(String(article.title_en)) },
  ],
  insertDefaults: { modules_de: '[]', modules_en: '[]' },
  announce: contentChange('article', 'article'),
};
