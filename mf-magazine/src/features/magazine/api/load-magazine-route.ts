import type { ArticleCategoryEntry, ArticleListQuery, ArticlePage } from '@festival/shared/api-schemas/content-articles';
import type { ArticleCard } from '@festival/shared/api-schemas/content-modules';
import { categoryHead, magazineHead } from '@festival/shared/head/magazine-heads';
import type { Locale } from '@festival/shared/i18n/locales';
import { isListKept } from '@festival/shared/stores/paged-list-store';
import { firstPage } from '../../../api/first-page';
import type { PageHead } from '@festival/shared/ssr/server-expose';
import { keyedLoad } from '@festival/shared/ssr/route-key';
import { loadMagazineHeading, type MagazineHeadingSource } from '../../../components/magazine-heading';
import { getArticles } from './get-articles';
import { getCategories } from './get-categories';
import { getFeaturedArticle } from './get-featured-article';

/** The landing or, with a category id, a category page (spec §2 and §3). */
export interface MagazineRouteData {
  locale: Locale;
  categoryId: number | null;
  magazine: MagazineHeadingSource | null;
  /** The article categories; a failed load leaves it empty (spec §8). */
  categories: ArticleCategoryEntry[];
  /** The landing's featured article, if there is one. */
  teaser: ArticleCard | null;
  firstPage: ArticlePage | null;
}

/** The paged-list key of a landing's or category's articles. */
export function articleListKey(locale: Locale, categoryId: number | null): string {
  return `articles|${locale}|${categoryId}`;
}

/** A category's articles, or the landing's: all but the featured one, which the landing shows above them. */
export function articleListFilter(categoryId: number | null): Omit<ArticleListQuery, 'page'> {
  return categoryId ? { category: categoryId } : { without_teaser: true };
}

/** The extras beside the list: without them the landing still works. */
function orElse<T>(what: string, fallback: T, signal: AbortSignal) {
  return (error: unknown): T => {
    if (signal.aborted) throw error;
    console.error(what, error);
    return fallback;
  };
}

export const loadMagazineRoute = keyedLoad<MagazineRouteData>(async (input, signal) => {
  const { locale, fetch } = input;
  const categoryId = Number(input.params.id) || null;
  const [magazine, categories, teaser, first] = await Promise.all([
    loadMagazineHeading(input, signal),
    getCategories(locale, signal, fetch).catch(orElse('article categories', [], signal)),
    categoryId ? null : getFeaturedArticle(locale, signal, fetch).catch(orElse('articles teaser', null, signal)),
    isListKept(articleListKey(locale, categoryId))
      ? null
      : firstPage(getArticles(articleListFilter(categoryId), 1, locale, signal, fetch), signal),
  ]);
  return { locale, categoryId, magazine, categories, teaser, firstPage: first };
});

/**
 * The landing's or category's head, on the server's document and in the browser. A category whose
 * entry failed to load (its list did not: an unknown one is a 404) keeps the magazine's texts.
 */
export const magazinePageHead: PageHead<MagazineRouteData> = (data, { locale, routeName, params }) => {
  const category = data.categories.find((entry) => entry.id === data.categoryId);
  if (category) return categoryHead(category, locale);
  return magazineHead(data.magazine, { name: routeName ?? 'magazine', locale, params });
};
