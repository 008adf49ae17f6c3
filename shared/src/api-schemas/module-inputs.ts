import { Type, type Static, type TObject } from '@sinclair/typebox';
import { Id, Line, Nullable, Text } from './common-schemas';
import { SECTION_PRESETS, type ModuleModel, type SectionPreset } from './content-modules';

/**
 * What an editor writes for each page-editor module of spec §3: the stored fields, without the
 * ones the server looks up when it answers (image_obj, image_thumbnails, venue_obj, article_objs,
 * event cards, categories) and without the structure (`id`, `slug`, section columns), which the
 * write API keeps. The structural checks live here; the spec §5 rules that a schema cannot say
 * (required texts, providers, dates) are in validation/module-rules.ts, which checks both.
 */

const Plain = (maxLength = 1000) => Text({ maxLength });
/** Rich text (lexical's HTML); cleaned by an allowlist on save. */
const Rich = Text({ maxLength: 50_000 });
/** A link target: a path of this site (/de/…, #anchor) or an http(s), mailto or tel address. */
const Address = Line({ maxLength: 2000 });
/** A date or date-time; without a zone it is Europe/Berlin wall-clock time (spec §1). */
const WindowBound = Nullable(Line({ maxLength: 40 }));

const imageInput = {
  /** /media/<name>.<ext> as the media pipeline serves it, or null. */
  image: Nullable(Line({ maxLength: 500 })),
  image_alt: Plain(500),
  image_copyright: Plain(300),
};

export const ImageListItemInput = Type.Object({ ...imageInput, link: Address, description: Plain() });
export const VideoListItemInput = Type.Object({ ...imageInput, video_url: Address, title: Plain(), length: Plain(20) });
export const FaqItemInput = Type.Object({ title: Plain(), content: Rich });
export type FaqItemInput = Static<typeof FaqItemInput>;
export const TeaserItemInput = Type.Object({
  ...imageInput, preline: Plain(), headline: Plain(), subline: Plain(), text: Plain(3000), link_text: Plain(), link: Address,
  online_from: WindowBound, online_to: WindowBound,
});
export type TeaserItemInput = Static<typeof TeaserItemInput>;
export const VenueItemInput = Type.Object({ venue: Nullable(Id) });
export const LogoItemInput = Type.Object({ ...imageInput, title: Plain(), link: Address });
export const AnchorItemInput = Type.Object({ anchor: Plain(100), title: Plain() });

const oneOf = <const V extends readonly string[]>(values: V) => Type.Union(values.map((value) => Type.Literal(value)));

/** Per model, the fields of its write body (spec §3 names). */
export const MODULE_INPUTS = {
  Headline: Type.Object({
    headline_level: Type.Integer(), preline: Plain(), content: Plain(), subline: Plain(), anchor: Plain(100),
  }),
  Text: Type.Object({ content: Rich, anchor: Plain(100), decrease_distance: Type.Boolean() }),
  /** `link` is a path of this site, `link_url` an external address; one of them is needed. */
  Link: Type.Object({
    link_text: Plain(), link: Address, link_url: Address, extra_class: oneOf(['button', 'link'] as const),
    anchor: Plain(100), sticky: Type.Boolean(),
  }),
  Image: Type.Object({ ...imageInput, format: oneOf(['large', 'medium', 'small'] as const), link: Address, description: Plain() }),
  ImageList: Type.Object({
    format: oneOf(['slider', 'grid', 'masonry', 'parallax', 'semi-lazy'] as const), anchor: Plain(100),
    children: Type.Array(ImageListItemInput, { maxItems: 100 }),
  }),
  Video: Type.Object({ ...imageInput, video_url: Address, title: Plain(), length: Plain(20), anchor: Plain(100) }),
  VideoSelfHosted: Type.Object({ ...imageInput, file: Address, title: Plain() }),
  VideoList: Type.Object({ anchor: Plain(100), children: Type.Array(VideoListItemInput, { maxItems: 50 }) }),
  Audio: Type.Object({ embed: Plain(5000) }),
  AudioSelfHosted: Type.Object({ file: Address, title: Plain() }),
  Viewer: Type.Object({ embed: Plain(5000), media_type: oneOf(['document', 'panorama', 'model'] as const) }),
  Quote: Type.Object({ content: Plain(3000), author: Plain() }),
  SocialMedia: Type.Object({ embed: Plain(10_000) }),
  FAQ: Type.Object({ anchor: Plain(100), children: Type.Array(FaqItemInput, { maxItems: 100 }) }),
  FullTeaser: Type.Object({
    ...imageInput, link: Address, link_text: Plain(), preline: Plain(), headline: Plain(), subline: Plain(), text: Rich,
    extra_class: oneOf(['image-left', 'image-right', 'fullscreen'] as const),
  }),
  TeaserList: Type.Object({ extra_class: oneOf(['slider', 'list'] as const), children: Type.Array(TeaserItemInput, { maxItems: 50 }) }),
  Venue: Type.Object({ venue: Nullable(Id) }),
  VenueList: Type.Object({ children: Type.Array(VenueItemInput, { maxItems: 50 }) }),
  HTML: Type.Object({ html_code: Text({ maxLength: 50_000 }) }),
  LogoList: Type.Object({ extra_class: Plain(100), children: Type.Array(LogoItemInput, { maxItems: 100 }) }),
  /** hubspot_id names an external form; form_id one of the site's own forms instead. */
  Forms: Type.Object({ hubspot_id: Plain(100), form_id: Nullable(Id) }),
  HeroMedia: Type.Object({
    ...imageInput, headline: Plain(), text: Rich, button_text: Plain(), button_link: Address, sticky: Type.Boolean(),
    video: Address, online_from: WindowBound, online_to: WindowBound,
  }),
  BlogTeaserList: Type.Object({ items: Type.Array(Id, { maxItems: 100 }) }),
  TwoColumns: Type.Object({ ...imageInput, extra_class: oneOf(['image-text', 'text-image'] as const), text: Rich }),
  /** date_from empty: from now; date_to empty: open. */
  EventList: Type.Object({
    date_from: Plain(40), date_to: Nullable(Plain(40)), filters: oneOf(['', 'next_3_days', 'weekend'] as const), tag: Nullable(Id),
  }),
  HighlightTeaser: Type.Object({ category_ids: Type.Array(Id, { maxItems: 20 }) }),
  AnchorList: Type.Object({ sticky: Type.Boolean(), children: Type.Array(AnchorItemInput, { maxItems: 50 }) }),
  /** `slug` names the container shown (GET /pageeditor-api/container/by-slug/{slug}). */
  Container: Type.Object({ slug: Type.String({ pattern: '^[a-z0-9-]+$', minLength: 1, maxLength: 100 }), layout: Plain(50) }),
  /** The columns follow the preset; modules are added to a column through the write API. */
  Section: Type.Object({
    ...imageInput, extra_class: Plain(100),
    preset: Type.Union(Object.keys(SECTION_PRESETS).map((key) => Type.Literal(key as SectionPreset))),
    background: oneOf(['none', 'light', 'dark', 'accent'] as const),
    decoration: oneOf(['none', 'lines', 'circles'] as const),
  }),
} satisfies Record<ModuleModel, TObject>;

export type ModuleInputs = { [M in ModuleModel]: Static<(typeof MODULE_INPUTS)[M]> };
export type ModuleInput<M extends ModuleModel = ModuleModel> = ModuleInputs[M];

export const MODULE_MODELS = Object.keys(MODULE_INPUTS) as ModuleModel[];

export { moduleRouteName } from './pageeditor-paths';

/**
 * Markup fields, cleaned by an allowlist on save and again on the way out: rich text with or
 * without headings (h2–h6), the HTML module's code, and pasted embed snippets (of which the
 * page renders only its own frame). Item fields are named `children.*.field`.
 */
export type MarkupKind = 'rich-text' | 'rich-text-headings' | 'html' | 'embed';
export const MODULE_MARKUP_FIELDS: Partial<Record<ModuleModel, Record<string, MarkupKind>>> = {
  Text: { content: 'rich-text-headings' },
  TwoColumns: { text: 'rich-text-headings' },
  FullTeaser: { text: 'rich-text' },
  HeroMedia: { text: 'rich-text' },
  FAQ: { 'children.*.content': 'rich-text' },
  HTML: { html_code: 'html' },
  Audio: { embed: 'embed' },
  Viewer: { embed: 'embed' },
  SocialMedia: { embed: 'embed' },
};

/**
 * Fields that mean the same in every language (a picture, an id, a layout, a date): a change
 * in one language is stored in the other too. Texts, links and lists of items stay per language.
 */
export const LANGUAGE_NEUTRAL_FIELDS: ReadonlySet<string> = new Set([
  'image', 'image_copyright', 'format', 'video_url', 'file', 'headline_level', 'extra_class', 'sticky', 'venue', 'items',
  'form_id', 'hubspot_id', 'online_from', 'online_to', 'date_from', 'date_to', 'filters', 'tag', 'category_ids', 'layout',
  'media_type', 'preset', 'background', 'decoration', 'decrease_distance', 'embed', 'video', 'anchor', 'slug',
]);
