import { useCallback, useEffect, useRef, useState } from 'react';

interface Paged<T> {
  next: string | null;
  results: T[];
}

export interface PagedList<T> {
  items: T[];
  loading: boolean;
  failed: boolean;
  hasNext: boolean;
  loadMore: () => void;
}

/**
 * A list that grows page by page (authors, a series' events): a change of the key empties it
 * and loads page 1; pages not above the current one are never asked for twice. The productions
 * list has its own store (spec §3).
 */
export function usePagedList<T>(fetchPage: (page: number, signal: AbortSignal) => Promise<Paged<T>>, key: string): PagedList<T> {
  const [state, setState] = useState({ items: [] as T[], page: 0, loading: true, failed: false, hasNext: false });
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const controller = useRef<AbortController | null>(null);

  const load = useCallback((page: number, reset: boolean) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState((previous) => ({ ...(reset ? { items: [], page: 0 } : previous), loading: true, failed: false, hasNext: false }));
    fetchRef.current(page, current.signal).then(
      (answer) => {
        if (current.signal.aborted) return;
        setState((previous) => ({ items: [...previous.items, ...answer.results], page, loading: false, failed: false, hasNext: answer.next !== null }));
      },
      (error: unknown) => {
        if (current.signal.aborted) return;
        console.error('list page', error);
        setState((previous) => ({ ...previous, loading: false, failed: true, hasNext: previous.page > 0 }));
      },
    );
  }, []);

  useEffect(() => {
    load(1, true);
    return () => controller.current?.abort();
  }, [key, load]);

  const loadMore = useCallback(() => {
    if (!state.loading) load(state.page + 1, state.page === 0);
  }, [load, state.loading, state.page]);

  return { items: state.items, loading: state.loading, failed: state.failed, hasNext: state.hasNext, loadMore };
}
