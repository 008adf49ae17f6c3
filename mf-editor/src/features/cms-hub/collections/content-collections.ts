import { AdminArticle, AdminArticleCategory, AdminArticleTag, AdminBreakingNews, AdminForm, AdminMenuItem, AdminOpeningHours, AdminOpeningHoursException, AdminPage, AdminRedirect } from '@festival/shared/api-schemas/admin-content';
import { FORM_FIELD_TYPES } from '@festival/shared/api-schemas/content';
import { translated, type CollectionSpec, type FieldSpec } from './field-spec';

export const articles: CollectionSpec = {
  name: 'articles',
  schema: AdminArticle,
  columns: ['title_de', 'published_at', 'is_online'],
  orderings: ['title_de', 'published_at'],
  publicRoute: 'magazine-slug-id',
  fields: [
    ...translated('text', 'title', { required: true }),
    ...translated('text', 'teaser', { multiline: true }),
    ...translated('text', 'meta_description'),
    { kind: 'relation', name: 'category_id', label: 'category', collection: 'article-categories', required: true },
    { kind: 'relation', name: 'tag_ids', label: 'tags', collection: 'article-tags', multiple: true },
    { kind: 'text', name: 'author_name' },
    { kind: 'datetime', name: 'published_at', required: true },
    { kind: 'image', name: 'image' },
    ...translated('text', 'image_alt'),
    { kind: 'text', name: 'image_copyright' },
    { kind: 'checkbox', name: 'is_featured' },
    { kind: 'checkbox', name: 'is_online' },
  ],
};

export const articleCategories: CollectionSpec = {
  name: 'article-categories',
  schema: AdminArticleCategory,
  columns: ['name_de', 'style_name', 'sort'],
  orderings: ['name_de', 'sort'],
  fields: [...translated('text', 'name', { required: true }), { kind: 'text', name: 'style_name' }, { kind: 'number', name: 'sort', min: 0 }],
};

export const articleTags: CollectionSpec = {
  name: 'article-tags',
  schema: AdminArticleTag,
  columns: ['name_de', 'name_en'],
  orderings: ['name_de', 'name_en'],
  fields: [...translated('text', 'name', { required: true })],
};

export const pages: CollectionSpec = {
  name: 'pages',
  schema: AdminPage,
  columns: ['title_de', 'url_de', 'sort', 'is_online'],
  orderings: ['title_de', 'url_de', 'sort'],
  fields: [
    ...translated('text', 'title', { required: true }),
    ...translated('text', 'url'),
    { kind: 'relation', name: 'parent_id', label: 'parent', collection: 'pages' },
    { kind: 'number', name: 'sort', min: 0 },
    ...translated('text', 'headline'),
    ...translated('text', 'meta_title'),
    ...translated('text', 'meta_description'),
    ...translated('text', 'og_title'),
    ...translated('text', 'og_description'),
    { kind: 'image', name: 'og_image' },
    { kind: 'checkbox', name: 'is_online' },
    { kind: 'datetime', name: 'online_from' },
    { kind: 'datetime', name: 'online_to' },
    { kind: 'checkbox', name: 'is_clickable' },
    { kind: 'checkbox', name: 'in_menu' },
    { kind: 'checkbox', name: 'in_footer' },
    { kind: 'checkbox', name: 'is_landing_page' },
  ],
};

export const menus: CollectionSpec = {
  name: 'menus',
  schema: AdminMenuItem,
  columns: ['menu_name_de', 'menu', 'sort'],
  orderings: ['menu_name_de', 'menu', 'sort'],
  fields: [
    { kind: 'select', name: 'menu', options: ['main', 'footer'], required: true },
    ...translated('text', 'menu_name', { required: true }),
    ...translated('text', 'url'),
    { kind: 'relation', name: 'parent_id', label: 'parent_item', collection: 'menus' },
    { kind: 'number', name: 'sort', min: 0 },
    { kind: 'checkbox', name: 'has_tab_navigation' },
  ],
};

export const forms: CollectionSpec = {
  name: 'forms',
  schema: AdminForm,
  columns: ['title_de', 'is_online'],
  orderings: ['title_de'],
  publicRoute: 'forms-slug-id',
  fields: [
    ...translated('text', 'title', { required: true }),
    ...translated('text', 'intro', { multiline: true }),
    ...translated('text', 'button_text'),
    ...translated('text', 'success_text', { multiline: true }),
    { kind: 'checkbox', name: 'is_online' },
    {
      kind: 'group',
      name: 'fields',
      label: 'form_fields',
      fields: [
        { kind: 'text', name: 'slug', required: true },
        ...translated('text', 'label', { required: true }),
        { kind: 'select', name: 'field_type', options: Object.values(FORM_FIELD_TYPES), required: true },
        { kind: 'checkbox', name: 'required' },
        { kind: 'checkbox', name: 'visible' },
        { kind: 'group', name: 'choices', fields: [{ kind: 'text', name: 'value', required: true }, ...translated('text', 'label', { required: true })] },
        { kind: 'text', name: 'default_value' },
        ...translated('text', 'placeholder_text'),
        ...translated('text', 'help_text'),
      ],
    },
  ],
};

export const redirects: CollectionSpec = {
  name: 'redirects',
  schema: AdminRedirect,
  columns: ['old_path', 'new_path'],
  orderings: ['old_path', 'new_path'],
  fields: [
    { kind: 'text', name: 'old_path', required: true },
    { kind: 'text', name: 'new_path', required: true },
  ],
};

export const breakingNews: CollectionSpec = {
  name: 'breaking-news',
  schema: AdminBreakingNews,
  columns: ['title_de', 'is_active', 'online_from', 'sort'],
  orderings: ['title_de', 'online_from', 'sort'],
  fields: [
    ...translated('text', 'title', { required: true }),
    ...translated('text', 'text', { multiline: true }),
    ...translated('text', 'link'),
    ...translated('text', 'link_title'),
    { kind: 'checkbox', name: 'is_active' },
    { kind: 'datetime', name: 'online_from' },
    { kind: 'datetime', name: 'online_to' },
    { kind: 'number', name: 'sort', min: 0 },
  ],
};

const openingTimes: FieldSpec[] = [
  { kind: 'time', name: 'time_from' },
  { kind: 'time', name: 'time_to' },
  { kind: 'checkbox', name: 'closed' },
  ...translated('text', 'alternative_text'),
  { kind: 'text', name: 'alternative_link_url' },
  { kind: 'number', name: 'sort', min: 0 },
];

export const openingHours: CollectionSpec = {
  name: 'opening-hours',
  schema: AdminOpeningHours,
  columns: ['weekday', 'time_from', 'time_to', 'closed'],
  orderings: ['weekday', 'sort'],
  fields: [{ kind: 'select', name: 'weekday', options: [1, 2, 3, 4, 5, 6, 7], required: true }, ...openingTimes],
};

export const openingHoursExceptions: CollectionSpec = {
  name: 'opening-hours-exceptions',
  schema: AdminOpeningHoursException,
  columns: ['date', 'time_from', 'time_to', 'closed'],
  orderings: ['date', 'sort'],
  fields: [{ kind: 'date', name: 'date', required: true }, ...openingTimes],
};
