import {
  AdminArticle, AdminArticleCategory, AdminArticleTag, AdminBreakingNews, AdminForm, AdminMenuItem, AdminOpeningHours, AdminOpeningHoursException,
  AdminPage, AdminRedirect,
} from '@festival/shared/api-schemas/admin-content';
import type { CollectionLayout } from './field-spec';

/** Slugs per language are assigned by the server from the names. */
const SLUGS = ['slug_de', 'slug_en'];

export const articles: CollectionLayout = {
  name: 'articles',
  schema: AdminArticle,
  columns: ['title_de', 'published_at', 'is_online'],
  orderings: ['title_de', 'published_at'],
  publicRoute: 'magazine-slug-id',
  bodyInPlace: true,
  hidden: SLUGS,
};

export const articleCategories: CollectionLayout = {
  name: 'article-categories',
  schema: AdminArticleCategory,
  columns: ['name_de', 'style_name', 'sort'],
  orderings: ['name_de', 'sort'],
  hidden: SLUGS,
};

export const articleTags: CollectionLayout = {
  name: 'article-tags',
  schema: AdminArticleTag,
  columns: ['name_de', 'name_en'],
  orderings: ['name_de', 'name_en'],
  hidden: SLUGS,
};

export const pages: CollectionLayout = {
  name: 'pages',
  schema: AdminPage,
  columns: ['title_de', 'url_de', 'sort', 'is_online'],
  orderings: ['title_de', 'url_de', 'sort'],
  // A new page is a plain page shared as a website; the page editor and the page's template set the rest.
  hidden: ['og_type', 'content_type'],
  first: ['title_de', 'title_en', 'url_de', 'url_en'],
};

export const menus: CollectionLayout = {
  name: 'menus',
  schema: AdminMenuItem,
  columns: ['menu_name_de', 'menu', 'sort'],
  orderings: ['menu_name_de', 'menu', 'sort'],
  labels: { parent_id: 'parent_item' },
};

export const forms: CollectionLayout = {
  name: 'forms',
  schema: AdminForm,
  columns: ['title_de', 'is_online'],
  orderings: ['title_de'],
  publicRoute: 'forms-slug-id',
  hidden: ['slug'],
  labels: { fields: 'form_fields' },
};

export const redirects: CollectionLayout = {
  name: 'redirects',
  schema: AdminRedirect,
  columns: ['old_path', 'new_path'],
  orderings: ['old_path', 'new_path'],
};

export const breakingNews: CollectionLayout = {
  name: 'breaking-news',
  schema: AdminBreakingNews,
  columns: ['title_de', 'is_active', 'online_from', 'sort'],
  orderings: ['title_de', 'online_from', 'sort'],
};

export const openingHours: CollectionLayout = {
  name: 'opening-hours',
  schema: AdminOpeningHours,
  columns: ['weekday', 'time_from', 'time_to', 'closed'],
  orderings: ['weekday', 'sort'],
  choices: { weekday: [1, 2, 3, 4, 5, 6, 7] },
};

export const openingHoursExceptions: CollectionLayout = {
  name: 'opening-hours-exceptions',
  schema: AdminOpeningHoursException,
  columns: ['date', 'time_from', 'time_to', 'closed'],
  orderings: ['date', 'sort'],
};
