import { translated, type CollectionSpec, type FieldSpec } from './field-spec';

export const articles: CollectionSpec = {
  name: 'articles',
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
    ...translated('text', 'image_alt'),
    { kind: 'text', name: 'image_copyright' },
    { kind: 'checkbox', name: 'is_featured' },
    { kind: 'checkbox', name: 'is_online' },
  ],
};

export const articleCategories: CollectionSpec = {
  name: 'article-categories',
  columns: ['name_de', 'style_name'],
  orderings: ['name_de'],
  fields: [...translated('text', 'name', { required: true }), { kind: 'text', name: 'style_name' }],
};

export const articleTags: CollectionSpec = {
  name: 'article-tags',
  columns: ['name_de'],
  orderings: ['name_de'],
  fields: [...translated('text', 'name', { required: true })],
};

export const pages: CollectionSpec = {
  name: 'pages',
  columns: ['title_de', 'url_de', 'is_online'],
  orderings: ['title_de'],
  fields: [
    ...translated('text', 'title', { required: true }),
    ...translated('text', 'url', { required: true }),
    { kind: 'relation', name: 'parent_id', label: 'parent', collection: 'pages' },
    { kind: 'number', name: 'order', min: 0 },
    { kind: 'checkbox', name: 'in_menu' },
    { kind: 'checkbox', name: 'in_footer' },
    { kind: 'checkbox', name: 'is_online' },
    { kind: 'datetime', name: 'online_from' },
    { kind: 'datetime', name: 'online_to' },
  ],
};

export const menus: CollectionSpec = {
  name: 'menus',
  columns: ['name'],
  orderings: ['name'],
  fields: [
    { kind: 'text', name: 'name', required: true },
    { kind: 'group', name: 'items', fields: [...translated('text', 'title', { required: true }), ...translated('text', 'link')] },
  ],
};

/** Spec §3 form field types, as the admin API names them. */
export const FORM_FIELD_TYPES = ['text', 'textarea', 'email', 'number', 'date', 'checkbox', 'checkboxes', 'select', 'radio', 'file', 'hidden'] as const;

export const forms: CollectionSpec = {
  name: 'forms',
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
        ...translated('text', 'label', { required: true }),
        { kind: 'select', name: 'field_type', options: FORM_FIELD_TYPES, required: true },
        { kind: 'checkbox', name: 'required' },
        { kind: 'text', name: 'choices', multiline: true },
        { kind: 'text', name: 'default_value' },
        ...translated('text', 'placeholder_text'),
        ...translated('text', 'help_text'),
      ],
    },
  ],
};

export const redirects: CollectionSpec = {
  name: 'redirects',
  columns: ['old_path', 'new_path'],
  orderings: ['old_path', 'new_path'],
  fields: [
    { kind: 'text', name: 'old_path', required: true },
    { kind: 'text', name: 'new_path', required: true },
  ],
};

export const breakingNews: CollectionSpec = {
  name: 'breaking-news',
  columns: ['title_de', 'is_active', 'online_from'],
  orderings: ['title_de', 'online_from'],
  fields: [
    ...translated('text', 'title', { required: true }),
    ...translated('text', 'text', { multiline: true }),
    ...translated('text', 'link'),
    ...translated('text', 'link_title'),
    { kind: 'checkbox', name: 'is_active' },
    { kind: 'datetime', name: 'online_from' },
    { kind: 'datetime', name: 'online_to' },
  ],
};

const openingTimes: FieldSpec[] = [
  { kind: 'text', name: 'time_from' },
  { kind: 'text', name: 'time_to' },
  { kind: 'checkbox', name: 'closed' },
  ...translated('text', 'alternative_text'),
  { kind: 'text', name: 'alternative_link_url' },
];

export const openingHours: CollectionSpec = {
  name: 'opening-hours',
  columns: ['weekday', 'time_from', 'time_to', 'closed'],
  orderings: ['weekday'],
  fields: [{ kind: 'number', name: 'weekday', min: 0, required: true }, ...openingTimes],
};

export const openingHoursExceptions: CollectionSpec = {
  name: 'opening-hours-exceptions',
  columns: ['date', 'time_from', 'time_to', 'closed'],
  orderings: ['date'],
  fields: [{ kind: 'date', name: 'date', required: true }, ...openingTimes],
};
