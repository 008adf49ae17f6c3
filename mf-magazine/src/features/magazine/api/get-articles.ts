import type { ArticleListQuery, ArticlePage } from '@festival/shared/api-schemas/content-articles';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import type { ApiFetch } from '@festival/shared/ssr/route-data';

export function getArticles(filter: Omit<ArticleListQuery, 'page'>, page: number, locale: Locale, signal?: AbortSignal, fetch?: ApiFetch): Promise<ArticlePage> {
  return apiGet<ArticlePage>('/api/articles/', { locale, query: { ...filter, page }, signal, fetch });
}
