import type { DependencyList } from 'react';
import { useApiData, type ApiData } from './use-api-data';

/** A page of a list as the api answers it (spec §3 paged lists). */
export interface PagedAnswer<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export type PagedList<T, P extends PagedAnswer<T>> = ApiData<P> & {
  reload: () => void;
  page: number;
  /** Pages in all, from the count and the page size (at least 1). */
  pages: number;
};

/** The page the address asks for: a whole number from 1, else the first. */
export function pageFromQuery(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * One page of a paged list, loaded when the page or the other inputs change (the page lives
 * where its screen keeps it: the address for lists a link may name, component state otherwise).
 */
export function usePagedList<T, P extends PagedAnswer<T> = PagedAnswer<T>>(
  load: (page: number, signal: AbortSignal) => Promise<P>, page: number, pageSize: number, deps: DependencyList,
): PagedList<T, P> {
  const answer = useApiData((signal) => load(page, signal), [page, ...deps]);
  const pages = answer.status === 'ready' ? Math.max(1, Math.ceil(answer.data.count / pageSize)) : 1;
  return { ...answer, page, pages };
}
