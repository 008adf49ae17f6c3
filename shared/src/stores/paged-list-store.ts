import { createStore } from 'zustand';
import { keeperForEntry, keptInEntry } from '@festival/shared/stores/history-entry-cache';

/** One answer of a paged list endpoint (spec §3): its results and whether a next page exists. */
export interface PagedAnswer<T> {
  next: string | null;
  results: T[];
}

export type FetchPage<T> = (page: number, signal: AbortSignal) => Promise<PagedAnswer<T>>;

/** What a list held when last seen: enough to show it again without asking the api. */
interface ListSnapshot {
  items: unknown[];
  page: number;
  hasNext: boolean;
}

/**
 * Whether this history entry keeps pages of the list `key`: a route's load need not ask for the
 * first page then, as the list shows the kept pages (Back to a list asks for nothing).
 */
export function isListKept(key: string): boolean {
  return keptInEntry<ListSnapshot>(key) !== undefined;
}

export interface PagedListState<T> {
  /** Which list is shown (source and filters); null before the first show. */
  key: string | null;
  items: T[];
  /** The page last asked for; 0 before the first. */
  page: number;
  hasNext: boolean;
  /** Spec §4: true from a page request until its answer arrives. */
  loading: boolean;
  failed: boolean;
  /** The error of the last failed page, for callers that tell "not found" from other failures. */
  error: unknown;
  /** Ties an answer to the request that asked for it; older answers are dropped. */
  request: number;
  /** Shows a list: as it was in this history entry if it was shown here before, else from page 1. */
  show: (key: string, fetchPage: FetchPage<T>) => void;
  /** Spec §4: a page at or below the current one is ignored unless a reset is asked for. */
  loadPage: (page: number, reset: boolean) => Promise<void>;
  /** The next page, while there is one and nothing is loading. */
  loadMore: () => void;
  /** The failed page again (page 1 when nothing had loaded). */
  retry: () => void;
  /** Drops the request in flight (the list unmounts). */
  stop: () => void;
}

export interface PagedListOptions<T> {
  /** What the list is called in the console when a page fails ("events", "articles"). */
  name?: string;
  /** How a page joins what is shown (the programme joins a day continued on the next page). */
  merge?: (items: T[], page: T[]) => T[];
  /** Spec §9: a fetch takes at least this long, so skeletons do not flash. */
  minDelayMs?: number;
  /** Failures the page shows as such (an unknown category's 404) rather than as errors to log. */
  expected?: (error: unknown) => boolean;
  /**
   * The list the store is made for: it starts with that list's kept pages, or loading (its
   * first page is asked for by show()), so the first render shows neither nothing nor "empty".
   */
  initialKey?: string;
  /**
   * The first page of a list already at hand (the server rendered the page with it): the store
   * starts with it, and showing that list the first time asks for nothing.
   */
  firstPage?: { key: string; answer: PagedAnswer<T> };
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const append = <T,>(items: T[], page: T[]) => [...items, ...page];

/**
 * The paged lists of spec §4 (programme, productions, authors, magazine): one store per mounted
 * list, whose pages are kept per history entry so that Back shows them again as they were.
 */
export function createPagedListStore<T>({ name = 'list', merge = append, minDelayMs = 0, expected = () => false, initialKey, firstPage }: PagedListOptions<T> = {}) {
  let fetchPage: FetchPage<T> | null = null;
  let inFlight: AbortController | null = null;
  /** The history entry and list the pages belong to, fixed when the list is shown. */
  let keep: ((snapshot: ListSnapshot) => void) | null = null;
  const empty = { items: [] as T[], page: 0, hasNext: false, loading: false, failed: false, error: null };
  const kept = initialKey === undefined ? undefined : keptInEntry<ListSnapshot>(initialKey);
  /** The list whose first page the store was given, until it is shown. */
  let given = firstPage;
  const initial = kept
    ? { ...empty, items: kept.items as T[], page: kept.page, hasNext: kept.hasNext }
    : given
      ? { ...empty, items: merge([], given.answer.results), page: 1, hasNext: given.answer.next !== null }
      : { ...empty, loading: initialKey !== undefined };

  return createStore<PagedListState<T>>()((set, get) => ({
    ...initial,
    // Already the given list's key: showing it first changes nothing, so a hydrated list is not rendered again.
    key: given?.key ?? null,
    request: 0,

    show: (key, fetcher) => {
      fetchPage = fetcher;
      keep = keeperForEntry(key);
      const first = given;
      given = undefined;
      const kept = keptInEntry<ListSnapshot>(key);
      if (!kept && first?.key === key && get().page === 1 && get().request === 0) {
        const { items, hasNext } = get();
        keep({ items, page: 1, hasNext });
        return;
      }
      if (kept) {
        inFlight?.abort();
        set({ ...empty, key, items: kept.items as T[], page: kept.page, hasNext: kept.hasNext, request: get().request + 1 });
        return;
      }
      set({ key });
      void get().loadPage(1, true);
    },

    loadPage: async (page, reset) => {
      const state = get();
      if (!fetchPage || (!reset && (page <= state.page || state.loading))) return;
      inFlight?.abort();
      const controller = new AbortController();
      inFlight = controller;
      const request = state.request + 1;
      // Spec §4: a reset empties the list first, then the page is set and loading is true.
      if (reset) set({ ...empty, request });
      set({ page, loading: true, failed: false, error: null, request });
      try {
        const [answer] = await Promise.all([fetchPage(page, controller.signal), minDelayMs > 0 ? wait(minDelayMs) : null]);
        if (get().request !== request) return;
        set((current) => ({ items: merge(current.items, answer.results), hasNext: answer.next !== null }));
        set({ loading: false });
        const { items, hasNext } = get();
        keep?.({ items, page, hasNext });
      } catch (error) {
        if (get().request !== request) return;
        if (!expected(error)) console.error(name, error);
        // The failed page may be asked for again.
        set({ page: page - 1, loading: false, failed: true, error });
      }
    },

    loadMore: () => {
      const state = get();
      if (state.hasNext && !state.loading && !state.failed) void state.loadPage(state.page + 1, false);
    },

    retry: () => {
      const state = get();
      if (!state.loading) void state.loadPage(state.page + 1, state.page === 0);
    },

    stop: () => {
      inFlight?.abort();
      set({ loading: false, request: get().request + 1 });
    },
  }));
}

export type PagedListStore<T> = ReturnType<typeof createPagedListStore<T>>;
