import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Id, Line, LocalisedUrls, Nullable } from './common-schemas';
import { ImageThumbnails } from './images';
import { PageModule } from './content-modules';
import { PagePublication } from './page-publication';

/**
 * Content-domain answers (spec §3, §7): pages, navigation, containers, redirects, the
 * editor and visitor user, opening hours, forms and breaking news. Module shapes are in
 * content-modules.ts, magazine answers in content-articles.ts, search in content-search.ts.
 */

/** The parent chain nests at most this deep; `ancestors` always holds the whole chain. */
export const PAGE_PARENT_DEPTH = 5;

const pageRefFields = { id: Type.Integer(), title: Type.String(), urls: LocalisedUrls, is_clickable: Type.Boolean() };

function parentChain(depth: number): TSchema {
  return Type.Object({ ...pageRefFields, parent: depth > 1 ? Nullable(parentChain(depth - 1)) : Type.Null() });
}

export interface PageParent {
  id: number;
  title: string;
  urls: LocalisedUrls;
  is_clickable: boolean;
  parent: PageParent | null;
}
export const PageParent = parentChain(PAGE_PARENT_DEPTH);

/** One breadcrumb step; ordered from the top of the tree down to the page's parent. */
export const PageAncestor = Type.Object(pageRefFields);
export type PageAncestor = Static<typeof PageAncestor>;

/** The same page in one language (spec §3 siblings: versions with a urls map). */
export const PageSibling = Type.Object({ id: Type.Integer(), language: Type.String(), title: Type.String(), urls: LocalisedUrls });
export type PageSibling = Static<typeof PageSibling>;

export const Page = Type.Object({
  id: Type.Integer(),
  urls: LocalisedUrls,
  content_type: Type.String(),
  title: Type.String(),
  headline: Type.String(),
  is_online: Type.Boolean(),
  is_clickable: Type.Boolean(),
  in_menu: Type.Boolean(),
  in_footer: Type.Boolean(),
  parent: Nullable(PageParent),
  ancestors: Type.Array(PageAncestor),
  is_landing_page: Type.Boolean(),
  meta_title: Type.String(),
  meta_description: Type.String(),
  og_title: Type.String(),
  og_description: Type.String(),
  og_image: Nullable(Type.String()),
  og_type: Type.String(),
  og_image_thumbs: Nullable(ImageThumbnails),
  siblings: Type.Array(PageSibling),
  /**
   * Set when the answer shows a stored version (?version_id or ?v) instead of the live page;
   * only editors get one (spec §2), everyone else the live page with null here.
   */
  version_id: Nullable(Type.Integer()),
  /** The live page's revision: an editor's write names the revision it was based on (409 when stale). */
  revision: Type.Integer(),
  /** Editors only: whether visitors see this content, or changes wait as a draft or for a planned time. */
  publication: Type.Optional(PagePublication),
  modules: Type.Array(PageModule),
});
export type Page = Omit<Static<typeof Page>, 'parent'> & { parent: PageParent | null };

export const PageParams = Type.Object({ '*': Line({ maxLength: 500 }) });
/** `v` is the document's spelling of version_id (spec §2); either names a stored version. */
export const PageVersionQuery = Type.Object({
  version_id: Type.Optional(Id), v: Type.Optional(Id),
  /** Editors: the draft (what they change) instead of what visitors see. */
  draft: Type.Optional(Type.String({ pattern: '^(1|true)?$' })),
});

export const Container = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  parent: Nullable(Type.Integer()),
  content_type: Type.String(),
  object_id: Nullable(Type.Integer()),
  layout: Type.String(),
  /** See Page.revision. */
  revision: Type.Integer(),
  modules: Type.Array(PageModule),
});
export type Container = Static<typeof Container>;
export const ContainerParams = Type.Object({ slug: Type.String({ pattern: '^[a-z0-9-]+$', maxLength: 100 }) });

/** Menu items nest at most this deep (main menu → submenu → sub-submenu). */
export const MENU_DEPTH = 3;
export interface MenuItem {
  url: string;
  menu_name: string;
  has_tab_navigation: boolean;
  children: MenuItem[];
}
function menuItem(depth: number): TSchema {
  return Type.Object({
    url: Type.String(),
    menu_name: Type.String(),
    has_tab_navigation: Type.Boolean(),
    children: depth > 1 ? Type.Array(menuItem(depth - 1)) : Type.Array(Type.Object({}), { maxItems: 0 }),
  });
}
export const MenuItem = menuItem(MENU_DEPTH);
export const FooterLink = Type.Object({ title: Type.String(), url: Type.String() });
export type FooterLink = Static<typeof FooterLink>;
export const Navigation = Type.Object({ menu: Type.Array(MenuItem), footer: Type.Array(FooterLink) });
export type Navigation = { menu: MenuItem[]; footer: FooterLink[] };

export const RedirectEntry = Type.Object({ old_path: Type.String(), new_path: Type.String() });
export type RedirectEntry = Static<typeof RedirectEntry>;
export const RedirectList = Type.Array(RedirectEntry);

/** Site switches and HTML snippets (spec §3 settings); is_site_online false makes the site answer 503. */
export const Settings = Type.Object({
  is_site_online: Type.Boolean(),
  is_shop_online: Type.Boolean(),
  html_footer_logos: Type.Object({ code: Type.String() }),
  html_footer_top: Type.Object({ code: Type.String() }),
  html_footer_bottom: Type.Object({ code: Type.String() }),
  html_header: Type.Object({ code: Type.String() }),
  /** Spec §2 error page: where the custom HTML of a status lives when not at /html/{status}.html. */
  error_pages: Type.Record(Type.String({ pattern: '^[1-5][0-9]{2}$' }), Type.String()),
});
export type Settings = Static<typeof Settings>;

/** The logged-in editor (spec §3); anonymous visitors get 401. */
export const EditorUser = Type.Object({
  email: Type.String(),
  username: Type.String(),
  admin_menus: Type.Array(Type.Object({ title: Type.String(), url: Type.String() })),
});
export type EditorUser = Static<typeof EditorUser>;

export const UserDetails = Type.Object({
  has_dashboard_online_access: Type.Boolean(),
  is_logged_in: Type.Boolean(),
  /** Whether the editor call (/pageeditor-api/user) will answer; a visitor is not asked for it otherwise. */
  is_editor: Type.Boolean(),
  username: Type.String(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  login_url: Type.String(),
  logout_url: Type.String(),
  webshop_url: Type.String(),
});
export type UserDetails = Static<typeof UserDetails>;

/** Times are HH:MM:SS in Europe/Berlin; null when the entry is closed. */
export const OpeningHoursEntry = Type.Object({
  time_from: Nullable(Type.String()),
  time_to: Nullable(Type.String()),
  closed: Type.Boolean(),
  alternative_link_url: Type.String(),
  alternative_text: Type.String(),
});
export type OpeningHoursEntry = Static<typeof OpeningHoursEntry>;
export const OpeningHoursToday = Type.Object({
  opening_hours: Type.Array(OpeningHoursEntry),
  opening_hours_exceptions: Type.Array(OpeningHoursEntry),
});
export type OpeningHoursToday = Static<typeof OpeningHoursToday>;

/** Form field types (spec §5: 5 and 7 hold lists, 9 is a file and starts null). */
export const FORM_FIELD_TYPES = {
  text: 1, textarea: 2, email: 3, checkbox: 4, checkbox_multiple: 5, select: 6, select_multiple: 7,
  radio_multiple: 8, file: 9, date: 10, date_time: 11, hidden: 12, number: 13, url: 14,
} as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[keyof typeof FORM_FIELD_TYPES];

export const FormChoice = Type.Object({ value: Type.String(), label: Type.String() });
export type FormChoice = Static<typeof FormChoice>;
export const FormField = Type.Object({
  slug: Type.String(),
  label: Type.String(),
  field_type: Type.Integer({ minimum: 1, maximum: 14 }),
  required: Type.Boolean(),
  visible: Type.Boolean(),
  choices: Type.Array(FormChoice),
  default: Type.String(),
  placeholder_text: Type.String(),
  help_text: Type.String(),
});
export type FormField = Static<typeof FormField>;
export const Form = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  intro: Type.String(),
  button_text: Type.String(),
  fields: Type.Array(FormField),
});
export type Form = Static<typeof Form>;

export const BreakingNews = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  text: Type.String(),
  link: Type.String(),
  link_title: Type.String(),
});
export type BreakingNews = Static<typeof BreakingNews>;
export const BreakingNewsList = Type.Array(BreakingNews);
