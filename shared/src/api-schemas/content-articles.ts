import { Type, type Static } from '@sinclair/typebox';
import { Id, LocalisedUrls, Paged } from './common-schemas';
import { ArticleCard, ArticleCategory, PageModule } from './content-modules';
import { PagePublication } from './page-publication';

/** Magazine answers (spec §3, §7): paged article lists, articles, categories and tags. */

/** Articles per page of /api/articles/ (the spec leaves it open; three rows of three cards). */
export const ARTICLES_PAGE_SIZE = 9;

export const ArticleListQuery = Type.Object({
  category: Type.Optional(Id),
  tag: Type.Optional(Id),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  /** The magazine landing's list: every article but the one /api/articles-teaser/ shows above it. */
  without_teaser: Type.Optional(Type.Boolean()),
});
export type ArticleListQuery = Static<typeof ArticleListQuery>;

export const ArticlePage = Paged(ArticleCard);
export type ArticlePage = Static<typeof ArticlePage>;

export const Article = Type.Composite([
  ArticleCard,
  Type.Object({
    urls: LocalisedUrls,
    meta_description: Type.String(),
    modules: Type.Array(PageModule),
    /** Newest other articles of the same category. */
    related: Type.Array(ArticleCard),
  }),
]);
export type Article = Static<typeof Article>;

/** A category as /api/article-categories/ lists it: with its page's path in each language (the page's alternates). */
export const ArticleCategoryEntry = Type.Composite([ArticleCategory, Type.Object({ urls: LocalisedUrls })]);
export type ArticleCategoryEntry = Static<typeof ArticleCategoryEntry>;
export const ArticleCategoryList = Type.Array(ArticleCategoryEntry);

export const ArticleTag = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  link: Type.String(),
  article_count: Type.Integer(),
});
export type ArticleTag = Static<typeof ArticleTag>;
export const ArticleTagList = Type.Array(ArticleTag);
export const ArticleTagDetail = Type.Composite([ArticleTag, Type.Object({ urls: LocalisedUrls })]);
export type ArticleTagDetail = Static<typeof ArticleTagDetail>;

/** An article's body as an editor changes it in place: every module with its id, and the revision writes name. */
/** `draft=1`: an editor's preview of the article with its body's draft (ignored for anyone else). */
export const ArticleDetailQuery = Type.Object({ draft: Type.Optional(Type.String({ maxLength: 8 })) });

export const EditorArticle = Type.Object({
  id: Type.Integer(),
  revision: Type.Integer(),
  title: Type.String(),
  urls: LocalisedUrls,
  /** The draft's modules where there is one (visitors read the published body). */
  modules: Type.Array(PageModule),
  publication: PagePublication,
});
export type EditorArticle = Static<typeof EditorArticle>;
