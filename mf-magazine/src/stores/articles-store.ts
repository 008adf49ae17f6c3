import { createStore } from 'zustand';
import { isMissing } from '../api/is-missing';
import type { ArticlePage } from '@festival/shared/api-schemas/content-articles';
import type { ArticleCard, ArticleCategory } from '@festival/shared/api-schemas/content-modules';

/** Which articles a list shows; a new source (other category, tag or language) resets it. */
export interface ArticleSource {
  key: string;
  fetchPage: (page: number, signal: AbortSignal) => Promise<ArticlePage>;
}

export interface ArticlesState {
  /** Spec §4: true from a page request until that page arrives (or fails). */
  listLoading: boolean;
  /** The page last requested. */
  page: number;
  /** Every card of the pages that arrived, in order. */
  list: ArticleCard[];
  /** The last paged answer without its results: count, next and previous. */
  articles: Omit<ArticlePage, 'results'> | null;
  /** The article categories; a failed load leaves it empty (spec §8). */
  category: ArticleCategory[];
  /** The featured article of the landing, if there is one. */
  teaser: ArticleCard | null;
  failed: boolean;
  /** The api does not know the list's category or tag (or the first page is past the end). */
  missing: boolean;
  sourceKey: string | null;
  show: (source: ArticleSource) => void;
  requestPage: (page: number, reset: boolean) => Promise<void>;
  loadMore: () => void;
  retry: () => void;
  loadCategories: (fetchCategories: () => Promise<ArticleCategory[]>) => Promise<void>;
  loadTeaser: (fetchTeaser: () => Promise<ArticleCard | null>) => Promise<void>;
  /** Drops the request in flight (the list unmounts). */
  stop: () => void;
}

const emptyList = { list: [], articles: null, page: 0, failed: false, missing: false };

/** Spec §3 and §4 articles store; one per mounted list, so two parcels never share a list. */
export function createArticlesStore() {
  let source: ArticleSource | null = null;
  let inFlight: AbortController | null = null;

  return createStore<ArticlesState>()((set, get) => ({
    ...emptyList,
    listLoading: false,
    category: [],
    teaser: null,
    sourceKey: null,

    show: (next) => {
      source = next;
      if (get().sourceKey === next.key) return;
      set({ sourceKey: next.key });
      void get().requestPage(1, true);
    },

    requestPage: async (page, reset) => {
      if (!source) return;
      inFlight?.abort();
      const controller = new AbortController();
      inFlight = controller;
      // Spec §4: a reset empties the list first; requesting a page sets page and loading.
      if (reset) set(emptyList);
      set({ page, listLoading: true, failed: false });
      try {
        const { results, ...paging } = await source.fetchPage(page, controller.signal);
        if (controller.signal.aborted) return;
        set((state) => ({ list: [...state.list, ...results], articles: paging, listLoading: false }));
      } catch (error) {
        if (controller.signal.aborted) return;
        const missing = page === 1 && isMissing(error);
        if (!missing) console.error('articles', error);
        set({ listLoading: false, failed: true, missing });
      }
    },

    loadMore: () => {
      const state = get();
      if (state.listLoading || state.failed || !state.articles?.next) return;
      void state.requestPage(state.page + 1, false);
    },

    retry: () => {
      const state = get();
      if (state.listLoading) return;
      void state.requestPage(Math.max(state.page, 1), state.list.length === 0);
    },

    loadCategories: async (fetchCategories) => {
      try {
        set({ category: await fetchCategories() });
      } catch (error) {
        console.error('article categories', error);
        set({ category: [] });
      }
    },

    loadTeaser: async (fetchTeaser) => {
      try {
        set({ teaser: await fetchTeaser() });
      } catch (error) {
        // The featured teaser is an extra above the list: without it the landing still works.
        console.error('articles teaser', error);
        set({ teaser: null });
      }
    },

    stop: () => {
      inFlight?.abort();
      source = null;
      set({ sourceKey: null, listLoading: false });
    },
  }));
}

export type ArticlesStore = ReturnType<typeof createArticlesStore>;
