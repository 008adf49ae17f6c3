import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { createArticlesStore, type ArticleSource, type ArticlesStore } from '../stores/articles-store';

/** This list's own articles store, showing the given source (a new key resets the list). */
export function useArticleList(source: ArticleSource): ArticlesStore {
  const [store] = useState(createArticlesStore);
  const sourceRef = useRef(source);
  sourceRef.current = source;
  useEffect(() => {
    store.getState().show(sourceRef.current);
  }, [store, source.key]);
  useEffect(() => () => store.getState().stop(), [store]);
  return store;
}

/** What the article list shows, read through one shallow selector. */
export function useArticleListView(store: ArticlesStore) {
  return useStore(
    store,
    useShallow((state) => ({
      articles: state.list,
      listLoading: state.listLoading,
      failed: state.failed,
      hasNext: state.articles?.next != null,
      loadMore: state.loadMore,
      retry: state.retry,
    })),
  );
}
