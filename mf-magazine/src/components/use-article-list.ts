import type { ArticlePage } from '@festival/shared/api-schemas/content-articles';
import { usePagedList } from '@festival/shared/stores/use-paged-list';
import { isMissing } from '../api/is-missing';

/** Which articles a list shows; a new source (other category, tag or language) shows another list. */
export interface ArticleSource {
  key: string;
  fetchPage: (page: number, signal: AbortSignal) => Promise<ArticlePage>;
}

/**
 * A paged article list (spec §4) on the shared paged-list store, so Back shows the pages it
 * had; `missing` when the api does not know the list's category or tag.
 */
export function useArticleList(source: ArticleSource) {
  const list = usePagedList(source.key, source.fetchPage, { name: 'articles', expected: isMissing });
  const missing = list.failed && list.items.length === 0 && isMissing(list.error);
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
