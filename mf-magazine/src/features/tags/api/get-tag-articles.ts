import type { ArticlePage } from '@festival/shared/api-schemas/content-articles';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import type { ApiFetch } from '@festival/shared/ssr/route-data';

export function getTagArticles(tag: number, page: number, locale: Locale, signal?: AbortSignal, fetch?: ApiFetch): Promise<ArticlePage> {
  return apiGet<ArticlePage>('/api/articles/', { locale, query: { tag, page }, signal, fetch });
}
