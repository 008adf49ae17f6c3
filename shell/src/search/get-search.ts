import type { Autocomplete, SearchCategory, SearchOverview, SearchPage } from '@festival/shared/api-schemas/content-search';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import { searchApiPath } from '@festival/shared/ssr/shell-page-requests';

export function getSearchOverview(query: string, locale: Locale, signal?: AbortSignal): Promise<SearchOverview> {
  return apiGet<SearchOverview>(searchApiPath(null), { locale, query: { query }, signal });
}

export function getSearchCategory(category: SearchCategory, query: string, page: number, locale: Locale, signal?: AbortSignal): Promise<SearchPage> {
  return apiGet<SearchPage>(searchApiPath(category), { locale, query: { query, page }, signal });
}

/** Spec §5: autocomplete is asked for non-empty text only, lowercased. */
export function getAutocomplete(text: string, locale: Locale, signal?: AbortSignal): Promise<Autocomplete> {
  return apiGet<Autocomplete>('/api/search/autocomplete/', { locale, query: { query: text.toLowerCase() }, signal });
}
