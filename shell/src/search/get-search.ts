import type { Autocomplete, SearchCategory, SearchOverview, SearchPage } from '@festival/shared/api-schemas/content-search';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import type { ApiFetch } from '@festival/shared/ssr/route-data';
import { searchApiPath } from '@festival/shared/api-client/page-api-paths';

export function getSearchOverview(query: string, locale: Locale, signal?: AbortSignal, fetch?: ApiFetch): Promise<SearchOverview> {
  return apiGet<SearchOverview>(searchApiPath(null), { locale, query: { query }, signal, fetch });
}

export function getSearchCategory(category: SearchCategory, query: string, page: number, locale: Locale, signal?: AbortSignal, fetch?: ApiFetch): Promise<SearchPage> {
  return apiGet<SearchPage>(searchApiPath(category), { locale, query: { query, page }, signal, fetch });
}

/** Spec §5: autocomplete is asked for non-empty text only, lowercased. */
export function getAutocomplete(text: string, locale: Locale, signal?: AbortSignal): Promise<Autocomplete> {
  return apiGet<Autocomplete>('/api/search/autocomplete/', { locale, query: { query: text.toLowerCase() }, signal });
}
