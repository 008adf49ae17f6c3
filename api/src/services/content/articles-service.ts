import type { Kysely } from 'kysely';
import type { Locale } from '@festival/shared/i18n/locales';
import { ARTICLES_PAGE_SIZE, type ArticleCategoryEntry, type ArticlePage, type ArticleTag, type ArticleTagDetail } from '@festival/shared/api-schemas/content-articles';
import type { ArticleCard, ArticleCategory } from '@festival/shared/api-schemas/content-modules';
import { href } from '@festival/shared/routes/route-table';
import type { Database } from '../../db/database';
import type { ArticleCategoryRow } from '../../db/tables/article-categories.table';
import { NotFoundError } from '../common/http-errors';
import { localised } from '../common/localise';
import { filterPageUrl, pageLinks, pageOffset } from '../common/paging';
import { bool } from '../common/stored-values';
import {
  countArticles, findArticleCardsByIds, findCategory, findFeaturedArticleCard, listArticleCards, listCategories,
  listTagsWithCounts, tagsOfArticles, type ArticleCardRow,
} from './articles-repository';
import { imageFields } from './content-images';

export function toCategory(row: Pick<ArticleCategoryRow, 'id' | 'name_de' | 'name_en' | 'slug_de' | 'slug_en' | 'style_name'>, locale: Locale): ArticleCategory {
  return { id: row.id, name: localised(row, 'name', locale), style_name: row.style_name, slug: localised(row, 'slug', locale) };
}

type Slugged = { id: number; slug_de: string; slug_en: string };

export function categoryLink(category: Slugged, locale: Locale): string {
  return href('magazine-categories-category-id', { category: localised(category, 'slug', locale), id: String(category.id) }, locale);
}

export function tagLink(tag: Slugged, locale: Locale): string {
  return href('magazine-tags-tag-id', { tag: localised(tag, 'slug', locale), id: String(tag.id) }, locale);
}

/** Article rows as cards, with their tags loaded in one query. */
export async function toArticleCards(db: Kysely<Database>, rows: ArticleCardRow[], locale: Locale): Promise<ArticleCard[]> {
  const tags = await tagsOfArticles(db, rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    title: localised(row, 'title', locale),
    slug: localised(row, 'slug', locale),
    link: href('magazine-slug-id', { slug: localised(row, 'slug', locale), id: String(row.id) }, locale),
    teaser: localised(row, 'teaser', locale),
    ...imageFields(row.image, localised(row, 'image_alt', locale), row.image_copyright),
    category: {
      id: row.category_id,
      name: locale === 'de' ? row.category_name_de : row.category_name_en,
      style_name: row.category_style_name,
      slug: locale === 'de' ? row.category_slug_de : row.category_slug_en,
    },
    tags: tags
      .filter((tag) => tag.article_id === row.id)
      .map((tag) => ({ id: tag.id, name: localised(tag, 'name', locale), slug: localised(tag, 'slug', locale), link: tagLink(tag, locale) })),
    published_at: row.published_at,
    author: row.author_name,
    is_featured: bool(row.is_featured),
  }));
}

export async function articleCardsByIds(db: Kysely<Database>, ids: number[], locale: Locale, now: Date): Promise<ArticleCard[]> {
  return toArticleCards(db, await findArticleCardsByIds(db, ids, now.toISOString()), locale);
}

export async function latestArticleCards(db: Kysely<Database>, locale: Locale, now: Date, filter: { category?: number }, limit: number) {
  const rows = await listArticleCards(db, { ...filter, now: now.toISOString() }, { limit, offset: 0 });
  return toArticleCards(db, rows, locale);
}

interface ArticleListInput {
  category?: number | undefined;
  tag?: number | undefined;
  page?: number | undefined;
  without_teaser?: boolean | undefined;
}

/** One page of the magazine list; unknown filters or a page past the end are 404 (spec §7 paged list). */
export async function articlePage(db: Kysely<Database>, input: ArticleListInput, locale: Locale, now: Date): Promise<ArticlePage> {
  if (input.category !== undefined) {
    if (!(await findCategory(db, input.category))) throw new NotFoundError('Unknown article category.');
  }
  if (input.tag !== undefined) {
    const tag = await db.selectFrom('article_tags').select('id').where('id', '=', input.tag).executeTakeFirst();
    if (!tag) throw new NotFoundError('Unknown article tag.');
  }
  const teaser = input.without_teaser ? await findFeaturedArticleCard(db, now.toISOString()) : undefined;
  const filter = { category: input.category, tag: input.tag, excludeId: teaser?.id, now: now.toISOString() };
  const paging = { page: input.page ?? 1, pageSize: ARTICLES_PAGE_SIZE };
  const offset = pageOffset(paging);
  const count = await countArticles(db, filter);
  if (paging.page > 1 && offset >= count) throw new NotFoundError('Invalid page.');
  const rows = await listArticleCards(db, filter, { limit: ARTICLES_PAGE_SIZE, offset });
  const links = pageLinks(paging, count, filterPageUrl(`/${locale}/api/articles/`, {
    category: input.category, tag: input.tag, without_teaser: input.without_teaser ? 'true' : undefined,
  }));
  return { count, ...links, results: await toArticleCards(db, rows, locale) };
}

export async function featuredArticle(db: Kysely<Database>, locale: Locale, now: Date): Promise<ArticleCard> {
  const row = await findFeaturedArticleCard(db, now.toISOString());
  if (!row) throw new NotFoundError('No article has been published yet.');
  const [card] = await toArticleCards(db, [row], locale);
  return card as ArticleCard;
}

function toCategoryEntry(row: ArticleCategoryRow, locale: Locale): ArticleCategoryEntry {
  return { ...toCategory(row, locale), urls: { de: categoryLink(row, 'de'), en: categoryLink(row, 'en') } };
}

export async function articleCategories(db: Kysely<Database>, locale: Locale): Promise<ArticleCategoryEntry[]> {
  return (await listCategories(db)).map((row) => toCategoryEntry(row, locale));
}

export async function articleCategory(db: Kysely<Database>, id: number, locale: Locale): Promise<ArticleCategoryEntry> {
  const row = await findCategory(db, id);
  if (!row) throw new NotFoundError('Unknown article category.');
  return toCategoryEntry(row, locale);
}

export async function articleTags(db: Kysely<Database>, locale: Locale, now: Date): Promise<ArticleTag[]> {
  const rows = await listTagsWithCounts(db, now.toISOString());
  return rows
    .map((row) => ({
      id: row.id, name: localised(row, 'name', locale), slug: localised(row, 'slug', locale),
      link: tagLink(row, locale), article_count: Number(row.article_count ?? 0),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

export async function articleTag(db: Kysely<Database>, id: number, locale: Locale, now: Date): Promise<ArticleTagDetail> {
  const [row] = await listTagsWithCounts(db, now.toISOString(), id);
  if (!row) throw new NotFoundError('Article tag not found.');
  return {
    id: row.id, name: localised(row, 'name', locale), slug: localised(row, 'slug', locale), link: tagLink(row, locale),
    article_count: Number(row.article_count ?? 0),
    urls: { de: tagLink(row, 'de'), en: tagLink(row, 'en') },
  };
}
