import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { createPagedListStore, type FetchPage, type PagedListOptions, type PagedListState } from '@festival/shared/stores/paged-list-store';

export type PagedListView<T> = Pick<PagedListState<T>, 'items' | 'loading' | 'failed' | 'error' | 'hasNext' | 'loadMore' | 'retry'>;

/**
 * This component's own paged list (spec §4), showing the list named by `key`: a new key shows
 * that list, from the pages kept for this history entry if it was shown here before.
 */
export function usePagedList<T>(key: string, fetchPage: FetchPage<T>, options: Omit<PagedListOptions<T>, 'initialKey'> = {}): PagedListView<T> {
  const [store] = useState(() => createPagedListStore<T>({ ...options, initialKey: key }));
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  useEffect(() => {
    store.getState().show(key, (page, signal) => fetchRef.current(page, signal));
  }, [store, key]);
  useEffect(() => () => store.getState().stop(), [store]);
  return useStore(
    store,
    useShallow(({ items, loading, failed, error, hasNext, loadMore, retry }) => ({ items, loading, failed, error, hasNext, loadMore, retry })),
  );
}
