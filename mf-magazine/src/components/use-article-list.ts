import type { ArticlePage } from '@festival/shared/api-schemas/content-articles';
import { isNotFound } from '@festival/shared/api-client/is-not-found';
import { usePagedList } from '@festival/shared/stores/use-paged-list';

/** Which articles a list shows; a new source (other category, tag or language) shows another list. */
export interface ArticleSource {
  key: string;
  fetchPage: (page: number, signal: AbortSignal) => Promise<ArticlePage>;
  /** The first page, loaded with the route's data; without it the list asks for it itself. */
  firstPage: ArticlePage | null;
}

/**
 * A paged article list (spec §4) on the shared paged-list store, so Back shows the pages it
 * had; `missing` when the api does not know the list's category or tag.
 */
export function useArticleList(source: ArticleSource) {
  const list = usePagedList(source.key, source.fetchPage, { name: 'articles', expected: isNotFound, firstPage: source.firstPage ? { key: source.key, answer: source.firstPage } : undefined });
  const missing = list.failed && list.items.length === 0 && isNotFound(list.error);
  return {
    articles: list.items,
    listLoading: list.loading,
    failed: list.failed,
    missing,
    hasNext: list.hasNext,
    loadMore: list.loadMore,
    retry: list.retry,
  };
}
