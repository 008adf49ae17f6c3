import { Type, type Static } from '@sinclair/typebox';
import { adminChild, adminObject } from './admin';
import {
  code, dateTime, day, flag, image, line, link, optionalRef, ref, refs, requiredLine, richText, slug, sortKey, timeOfDay,
} from './admin-fields';
import { Line, Nullable } from './common-schemas';
import { FORM_FIELD_TYPES } from './content';

/** Content collections of the admin API (contract in admin.ts). */

/** A path of this site, as a visitor types it: /de/… */
const sitePath = () => Type.String({ minLength: 2, maxLength: 500, pattern: '^/(?!/)\\S*$' });

export const AdminArticle = adminObject({
  slug_de: slug(), slug_en: slug(),
  title_de: requiredLine(), title_en: requiredLine(),
  teaser_de: line(1000), teaser_en: line(1000),
  meta_description_de: line(300), meta_description_en: line(300),
  image: image(),
  image_alt_de: line(300), image_alt_en: line(300),
  image_copyright: line(300),
  category_id: ref('article-categories'),
  author_name: line(200),
  published_at: dateTime(),
  is_featured: flag(),
  is_online: flag(),
  tag_ids: refs('article-tags'),
});
export type AdminArticle = Static<typeof AdminArticle>;

export const AdminArticleCategory = adminObject({
  slug_de: slug(), slug_en: slug(),
  name_de: requiredLine(200), name_en: requiredLine(200),
  /** The category's colour scheme in the magazine. */
  style_name: line(50),
  sort: sortKey(),
});
export type AdminArticleCategory = Static<typeof AdminArticleCategory>;

export const AdminArticleTag = adminObject({
  slug_de: slug(), slug_en: slug(),
  name_de: requiredLine(200), name_en: requiredLine(200),
});
export type AdminArticleTag = Static<typeof AdminArticleTag>;

/** A CMS page's place in the tree, its urls per language and its head; its modules are edited in place (page editor). */
export const AdminPage = adminObject({
  parent_id: optionalRef('pages'),
  sort: sortKey(),
  /** The path below /{lang}/, e.g. festival/ueber-uns; empty for the start page. */
  url_de: Type.String({ maxLength: 300, pattern: '^([a-z0-9-]+(/[a-z0-9-]+)*)?$' }),
  url_en: Type.String({ maxLength: 300, pattern: '^([a-z0-9-]+(/[a-z0-9-]+)*)?$' }),
  title_de: requiredLine(), title_en: requiredLine(),
  headline_de: line(), headline_en: line(),
  meta_title_de: line(), meta_title_en: line(),
  meta_description_de: line(), meta_description_en: line(),
  og_title_de: line(), og_title_en: line(),
  og_description_de: line(), og_description_en: line(),
  og_image: image(),
  /** Head and page kind the hub does not show: a new page is a plain page, shared as a website. */
  og_type: Line({ maxLength: 50, default: 'website' }),
  content_type: Line({ maxLength: 50, default: 'page' }),
  is_online: flag(),
  is_clickable: flag(),
  in_menu: flag(),
  in_footer: flag(),
  is_landing_page: flag(),
  /** The online window: visitors see the page from online_from until before online_to; null leaves that end open. */
  online_from: Nullable(dateTime()),
  online_to: Nullable(dateTime()),
});
export type AdminPage = Static<typeof AdminPage>;

/** An entry of the main or footer menu; parent_id nests it under another entry of the same menu. */
export const AdminMenuItem = adminObject({
  menu: Type.Union([Type.Literal('main'), Type.Literal('footer')]),
  parent_id: optionalRef('menus'),
  sort: sortKey(),
  menu_name_de: requiredLine(200), menu_name_en: requiredLine(200),
  url_de: link(), url_en: link(),
  has_tab_navigation: flag(),
});
export type AdminMenuItem = Static<typeof AdminMenuItem>;

export const AdminFormChoice = Type.Object({ value: requiredLine(200), label_de: requiredLine(300), label_en: requiredLine(300) });
export type AdminFormChoice = Static<typeof AdminFormChoice>;

/** A form field of one of the types of spec §3 (FORM_FIELD_TYPES: text … url). */
export const AdminFormField = adminChild({
  slug: Type.String({ minLength: 1, maxLength: 100, pattern: '^[a-z0-9_]+$' }),
  label_de: requiredLine(300), label_en: requiredLine(300),
  placeholder_text_de: line(300), placeholder_text_en: line(300),
  help_text_de: line(1000), help_text_en: line(1000),
  field_type: Type.Union(Object.values(FORM_FIELD_TYPES).map((value) => Type.Literal(value))),
  required: flag(),
  visible: flag(),
  choices: Type.Array(AdminFormChoice, { maxItems: 200 }),
  default_value: line(1000),
});
export type AdminFormField = Static<typeof AdminFormField>;

export const AdminForm = adminObject({
  slug: slug(),
  title_de: requiredLine(), title_en: requiredLine(),
  intro_de: richText(), intro_en: richText(),
  button_text_de: line(100), button_text_en: line(100),
  success_text_de: richText(), success_text_en: richText(),
  is_online: flag(),
  /** Days an entry is kept: older entries and their uploads are deleted automatically; null keeps them. */
  retention_days: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 3650 }))),
  fields: Type.Array(AdminFormField, { maxItems: 100 }),
});
export type AdminForm = Static<typeof AdminForm>;

export const AdminRedirect = adminObject({
  old_path: sitePath(),
  new_path: link(),
});
export type AdminRedirect = Static<typeof AdminRedirect>;

export const AdminBreakingNews = adminObject({
  title_de: requiredLine(), title_en: requiredLine(),
  text_de: richText(10_000), text_en: richText(10_000),
  link_de: link(), link_en: link(),
  link_title_de: line(200), link_title_en: line(200),
  is_active: flag(),
  online_from: Nullable(dateTime()),
  online_to: Nullable(dateTime()),
  sort: sortKey(),
});
export type AdminBreakingNews = Static<typeof AdminBreakingNews>;

const hours = {
  time_from: Nullable(timeOfDay()),
  time_to: Nullable(timeOfDay()),
  closed: flag(),
  alternative_link_url: link(),
  alternative_text_de: line(300), alternative_text_en: line(300),
  sort: sortKey(),
};

/** Regular opening hours of a weekday (1 Monday … 7 Sunday). */
export const AdminOpeningHours = adminObject({
  weekday: Type.Integer({ minimum: 1, maximum: 7 }),
  ...hours,
});
export type AdminOpeningHours = Static<typeof AdminOpeningHours>;

/** Opening hours of one day that differ from its weekday's (a holiday, a festival night). */
export const AdminOpeningHoursException = adminObject({
  date: day(),
  ...hours,
});
export type AdminOpeningHoursException = Static<typeof AdminOpeningHoursException>;

/** The site settings (spec §3): online switches, code blocks, error pages by status code. */
export const AdminSettings = Type.Object({
  revision: Type.Optional(Type.Integer({ minimum: 1 })),
  is_site_online: flag(),
  is_shop_online: flag(),
  html_header: code(),
  html_footer_logos: code(),
  html_footer_top: code(),
  html_footer_bottom: code(),
  /** Status code → path of that status's error HTML on this site. */
  error_pages: Type.Record(Type.String({ pattern: '^[1-5][0-9]{2}$' }), sitePath()),
});
export type AdminSettings = Static<typeof AdminSettings>;

/** An uploaded file of a form entry: its name and where an editor downloads it. */
export const AdminEntryFile = Type.Object({ name: Type.String(), url: Type.String() });

/** One submission of a form: values by field slug (lists joined by ", "), uploaded files by field slug. */
export const AdminFormEntry = Type.Object({
  id: Type.Integer(),
  /** ISO-8601 UTC. */
  created_at: Type.String(),
  locale: Type.String(),
  values: Type.Record(Type.String(), Type.String()),
  /** The values as a person reads them: choice labels, ja/nein, dates in German order (in the hub's language). */
  display: Type.Record(Type.String(), Type.String()),
  files: Type.Record(Type.String(), AdminEntryFile),
});
export type AdminFormEntry = Static<typeof AdminFormEntry>;
export const AdminFormEntryPage = Type.Object({
  count: Type.Integer({ minimum: 0 }),
  next: Nullable(Type.String()),
  previous: Nullable(Type.String()),
  /** The form's fields in order, for the table's columns. */
  fields: Type.Array(Type.Object({ slug: Type.String(), label: Type.String(), field_type: Type.Integer() })),
  results: Type.Array(AdminFormEntry),
});
export type AdminFormEntryPage = Static<typeof AdminFormEntryPage>;
export const AdminEntriesQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});
