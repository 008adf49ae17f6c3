import { useCallback, useEffect, useRef, useState } from 'react';
import type { ArticleCard } from '@festival/shared/api-schemas/content-modules';
import type { ArticlePage } from '@festival/shared/api-schemas/content-articles';

/**
 * Spec §4 articles store: listLoading until a page arrives; a new page appends, a change of
 * key (category, tag, language) empties the list first.
 */
export function usePagedArticles(fetchPage: (page: number, signal: AbortSignal) => Promise<ArticlePage>, key: string) {
  const [state, setState] = useState({ articles: [] as ArticleCard[], page: 0, listLoading: true, failed: false, hasNext: false });
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const controller = useRef<AbortController | null>(null);

  const load = useCallback((page: number, reset: boolean) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState((previous) => ({ ...(reset ? { articles: [], page: 0 } : previous), listLoading: true, failed: false, hasNext: false }));
    fetchRef.current(page, current.signal).then(
      (answer) => {
        if (!current.signal.aborted) {
          setState((previous) => ({ articles: [...previous.articles, ...answer.results], page, listLoading: false, failed: false, hasNext: answer.next !== null }));
        }
      },
      (error: unknown) => {
        if (current.signal.aborted) return;
        console.error('articles', error);
        setState((previous) => ({ ...previous, listLoading: false, failed: true, hasNext: previous.page > 0 }));
      },
    );
  }, []);

  useEffect(() => {
    load(1, true);
    return () => controller.current?.abort();
  }, [key, load]);

  const loadMore = useCallback(() => {
    if (!state.listLoading) load(state.page + 1, state.page === 0);
  }, [load, state.listLoading, state.page]);

  return { ...state, loadMore };
}
