import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Nullable } from './common-schemas';
import { ImageObj, ImageThumbnails } from './images';

/**
 * Page-editor modules (spec §3). Every module carries `slug` (unique within its page or
 * container) and `model` (the discriminator); the other fields follow the spec's names.
 * Modules of pages and containers also carry `id`, stable across saves and languages, by which
 * the write API addresses them (pageeditor-writes.ts). Sections hold columns of leaf modules,
 * so the shape never recurses.
 */

export const ArticleCategory = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  style_name: Type.String(),
  slug: Type.String(),
});
export type ArticleCategory = Static<typeof ArticleCategory>;

export const ArticleTagRef = Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String(), link: Type.String() });
export type ArticleTagRef = Static<typeof ArticleTagRef>;

/** An article as a card in lists, teasers and BlogTeaserList modules. */
export const ArticleCard = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  slug: Type.String(),
  link: Type.String(),
  teaser: Type.String(),
  image: Nullable(Type.String()),
  image_obj: Nullable(ImageObj),
  image_thumbnails: Nullable(ImageThumbnails),
  category: ArticleCategory,
  tags: Type.Array(ArticleTagRef),
  /** ISO-8601 UTC. */
  published_at: Type.String(),
  author: Type.String(),
  is_featured: Type.Boolean(),
});
export type ArticleCard = Static<typeof ArticleCard>;

/** Event teaser card (spec §3) as shown by EventList modules. */
export const EventTeaserCard = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  link: Type.String(),
  preline: Type.String(),
  subline: Type.String(),
  headline: Type.String(),
  link_text: Type.String(),
  date_start: Type.String(),
  image_obj: Nullable(ImageObj),
  image_thumbnails: Nullable(ImageThumbnails),
});
export type EventTeaserCard = Static<typeof EventTeaserCard>;

export const VenueObj = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  link: Type.String(),
  image_obj: Nullable(ImageObj),
  image_thumbnails: Nullable(ImageThumbnails),
});
export type VenueObj = Static<typeof VenueObj>;

const mod = <M extends string, P extends Record<string, TSchema>>(model: M, props: P) =>
  Type.Object({ id: Type.Optional(Type.Integer()), slug: Type.String(), model: Type.Literal(model), ...props });

/**
 * Only in an editor's answer: false for a module or item outside its online_from/online_to
 * window, which visitors do not get at all (spec §4).
 */
const editorOnlineFlag = { is_online: Type.Optional(Type.Boolean()) };

const imageFields = {
  image: Nullable(Type.String()),
  image_obj: Nullable(ImageObj),
  image_thumbnails: Nullable(ImageThumbnails),
};

export const HeadlineModule = mod('Headline', {
  headline_level: Type.Integer({ minimum: 2, maximum: 6 }),
  preline: Type.String(), content: Type.String(), subline: Type.String(), anchor: Type.String(),
});
export const TextModule = mod('Text', { content: Type.String(), anchor: Type.String(), decrease_distance: Type.Boolean() });
/** `link` is an internal path, `link_url` an external address; one of them is set. */
export const LinkModule = mod('Link', {
  link_text: Type.String(), link: Type.String(), link_url: Type.String(),
  extra_class: Type.Union([Type.Literal('button'), Type.Literal('link')]),
  anchor: Type.String(), sticky: Type.Boolean(),
});
export const ImageModule = mod('Image', {
  ...imageFields,
  format: Type.Union([Type.Literal('large'), Type.Literal('medium'), Type.Literal('small')]),
  link: Type.String(), description: Type.String(),
});
export const ImageListItem = Type.Object({ ...imageFields, link: Type.String(), description: Type.String() });
export type ImageListItem = Static<typeof ImageListItem>;
/** Spec §3 ImageList layouts: slider, grid, masonry, also parallax and semi-lazy. */
export const ImageListModule = mod('ImageList', {
  format: Type.Union([
    Type.Literal('slider'), Type.Literal('grid'), Type.Literal('masonry'), Type.Literal('parallax'), Type.Literal('semi-lazy'),
  ]),
  anchor: Type.String(), children: Type.Array(ImageListItem),
});
export const VideoModule = mod('Video', {
  ...imageFields, video_url: Type.String(), title: Type.String(), length: Type.String(), anchor: Type.String(),
});
export const VideoSelfHostedModule = mod('VideoSelfHosted', { ...imageFields, file: Type.String(), title: Type.String() });
export const VideoListItem = Type.Object({ ...imageFields, video_url: Type.String(), title: Type.String(), length: Type.String() });
export const VideoListModule = mod('VideoList', { anchor: Type.String(), children: Type.Array(VideoListItem) });
export const AudioModule = mod('Audio', { embed: Type.String() });
export const AudioSelfHostedModule = mod('AudioSelfHosted', { file: Type.String(), title: Type.String() });
export const ViewerModule = mod('Viewer', {
  embed: Type.String(),
  media_type: Type.Union([Type.Literal('document'), Type.Literal('panorama'), Type.Literal('model')]),
});
export const QuoteModule = mod('Quote', { content: Type.String(), author: Type.String() });
export const SocialMediaModule = mod('SocialMedia', { embed: Type.String() });
export const FaqItem = Type.Object({ title: Type.String(), content: Type.String() });
export const FaqModule = mod('FAQ', { anchor: Type.String(), children: Type.Array(FaqItem) });
export const FullTeaserModule = mod('FullTeaser', {
  ...imageFields, link: Type.String(), link_text: Type.String(), preline: Type.String(), headline: Type.String(),
  subline: Type.String(), text: Type.String({ maxLength: 3000 }),
  extra_class: Type.Union([Type.Literal('image-left'), Type.Literal('image-right'), Type.Literal('fullscreen')]),
});
/** online_from/online_to bound when an item is shown; items outside their window are left out. */
export const TeaserItem = Type.Object({
  ...imageFields, preline: Type.String(), headline: Type.String(), subline: Type.String(), text: Type.String(),
  link_text: Type.String(), link: Type.String(),
  online_from: Nullable(Type.String()), online_to: Nullable(Type.String()), ...editorOnlineFlag,
});
export type TeaserItem = Static<typeof TeaserItem>;
export const TeaserListModule = mod('TeaserList', {
  extra_class: Type.Union([Type.Literal('slider'), Type.Literal('list')]), children: Type.Array(TeaserItem),
});
export const VenueModule = mod('Venue', { venue: Type.Integer(), venue_obj: Nullable(VenueObj) });
export const VenueListModule = mod('VenueList', {
  children: Type.Array(Type.Object({ venue: Type.Integer(), venue_obj: Nullable(VenueObj) })),
});
export const HtmlModule = mod('HTML', { html_code: Type.String() });
export const LogoItem = Type.Object({ ...imageFields, title: Type.String(), link: Type.String() });
export const LogoListModule = mod('LogoList', { extra_class: Type.String(), children: Type.Array(LogoItem) });
/** hubspot_id names an external form; form_id one of /api/forms/{id}/ (the site's own forms). */
export const FormsModule = mod('Forms', { hubspot_id: Type.String(), form_id: Nullable(Type.Integer()) });
export const HeroMediaModule = mod('HeroMedia', {
  ...imageFields, headline: Type.String(), text: Type.String(), button_text: Type.String(), button_link: Type.String(),
  sticky: Type.Boolean(), video: Type.String(), online_from: Nullable(Type.String()), online_to: Nullable(Type.String()),
  ...editorOnlineFlag,
});
export const BlogTeaserListModule = mod('BlogTeaserList', {
  items: Type.Array(Type.Integer(), { minItems: 1, maxItems: 8 }),
  article_objs: Type.Array(ArticleCard), main_teaser_obj: Nullable(ArticleCard),
});
export const TwoColumnsModule = mod('TwoColumns', {
  ...imageFields, extra_class: Type.Union([Type.Literal('image-text'), Type.Literal('text-image')]), text: Type.String(),
});
export const EventListModule = mod('EventList', {
  date_from: Type.String(), date_to: Nullable(Type.String()),
  filters: Type.Union([Type.Literal(''), Type.Literal('next_3_days'), Type.Literal('weekend')]),
  tag: Nullable(Type.Integer()), children: Type.Array(EventTeaserCard),
});
export const HighlightTeaserModule = mod('HighlightTeaser', {
  categories: Type.Array(ArticleCategory), article_objs: Type.Array(ArticleCard),
});
export const AnchorItem = Type.Object({ anchor: Type.String(), title: Type.String() });
export const AnchorListModule = mod('AnchorList', { sticky: Type.Boolean(), children: Type.Array(AnchorItem) });
/** Shared content kept apart from pages; fetch it with /pageeditor-api/container/by-slug/{slug}. */
export const ContainerModule = mod('Container', { layout: Type.String() });

export const LeafModule = Type.Union([
  HeadlineModule, TextModule, LinkModule, ImageModule, ImageListModule, VideoModule, VideoSelfHostedModule,
  VideoListModule, AudioModule, AudioSelfHostedModule, ViewerModule, QuoteModule, SocialMediaModule, FaqModule,
  FullTeaserModule, TeaserListModule, VenueModule, VenueListModule, HtmlModule, LogoListModule, FormsModule,
  HeroMediaModule, BlogTeaserListModule, TwoColumnsModule, EventListModule, HighlightTeaserModule,
  AnchorListModule, ContainerModule,
]);
export type LeafModule = Static<typeof LeafModule>;

/** Column presets on a 12-column grid (spec §3). */
export const SECTION_PRESETS = {
  '100': [12],
  '67-33': [8, 4],
  '33-67': [4, 8],
  '50-50': [6, 6],
  '33-33-33': [4, 4, 4],
  '25-50-25': [3, 6, 3],
} as const;
export type SectionPreset = keyof typeof SECTION_PRESETS;

export const SectionColumn = Type.Object({
  index: Type.Integer(),
  classes: Type.String(),
  children: Type.Array(LeafModule),
});
export const SectionModule = mod('Section', {
  ...imageFields,
  extra_class: Type.String(),
  preset: Type.Union(Object.keys(SECTION_PRESETS).map((key) => Type.Literal(key as SectionPreset))),
  background: Type.Union([Type.Literal('none'), Type.Literal('light'), Type.Literal('dark'), Type.Literal('accent')]),
  decoration: Type.Union([Type.Literal('none'), Type.Literal('lines'), Type.Literal('circles')]),
  columns: Type.Array(SectionColumn),
});
export type SectionModule = Static<typeof SectionModule>;

export const PageModule = Type.Union([...LeafModule.anyOf, SectionModule]);
export type PageModule = Static<typeof PageModule>;
export type ModuleModel = PageModule['model'];
