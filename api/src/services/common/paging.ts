import type { FastifyRequest } from 'fastify';

export interface PageRequest {
  page: number;
  pageSize: number;
}

export interface PagedResult<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** Page and size from a query, with the list's default size; validation has bounded both. */
export function pageRequest(query: { page?: number; page_size?: number }, defaultSize: number): PageRequest {
  return { page: query.page ?? 1, pageSize: query.page_size ?? defaultSize };
}

export function pageOffset({ page, pageSize }: PageRequest): number {
  return (page - 1) * pageSize;
}

/**
 * next/previous of a paged list (spec §3). A page past the end has no next; its previous
 * still points one page back.
 */
export function pageLinks(
  paging: PageRequest, count: number, pageUrl: (page: number) => string,
): { next: string | null; previous: string | null } {
  return {
    next: paging.page * paging.pageSize < count ? pageUrl(paging.page + 1) : null,
    previous: paging.page > 1 ? pageUrl(paging.page - 1) : null,
  };
}

/** The request's own path and query with another page number, so every filter is kept. */
function requestPageUrl(request: FastifyRequest): (page: number) => string {
  return (page) => {
    const url = new URL(request.originalUrl ?? request.url, 'http://local');
    url.searchParams.set('page', String(page));
    return `${url.pathname}${url.search}`;
  };
}

/**
 * A list path with its non-empty filters and a page number, page 1 left out. For lists
 * whose links do not follow the request (the search overview links to each scope's list).
 */
export function filterPageUrl(path: string, filters: Record<string, string | number | undefined>): (page: number) => string {
  return (page) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== '') params.set(key, String(value));
    if (page > 1) params.set('page', String(page));
    const query = params.toString();
    return query ? `${path}?${query}` : path;
  };
}

/** A paged answer whose links keep the request's own query. */
export function pagedResult<T>(request: FastifyRequest, paging: PageRequest, count: number, results: T[]): PagedResult<T> {
  return { count, ...pageLinks(paging, count, requestPageUrl(request)), results };
}
