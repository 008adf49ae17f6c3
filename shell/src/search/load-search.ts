import type { SearchOverview, SearchPage } from '@festival/shared/api-schemas/content-search';
import type { RouteLoadInput } from '@festival/shared/ssr/route-data';
import { getSearchCategory, getSearchOverview } from './get-search';
import { searchOf, searchPageKey } from './search-of';

/** A search page's results: the overview of every category, or one category's page. */
export type SearchAnswer = { kind: 'overview'; data: SearchOverview } | { kind: 'category'; data: SearchPage };

/** What a search page's results are for; null without text, when it searches nothing. */
export function searchKey({ params, query }: Pick<RouteLoadInput, 'params' | 'query'>): string | null {
  const search = searchOf(params, query);
  return search.q ? searchPageKey(search) : null;
}

/** The search route's results (the server renders with them, the browser hydrates from them and searches with it). */
export async function loadSearch({ params, query, locale, fetch }: RouteLoadInput, signal: AbortSignal): Promise<SearchAnswer> {
  const { q, category, page } = searchOf(params, query);
  if (category) return { kind: 'category', data: await getSearchCategory(category, q, page, locale, signal, fetch) };
  return { kind: 'overview', data: await getSearchOverview(q, locale, signal, fetch) };
}
