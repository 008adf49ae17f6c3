import type { ArticleCategory } from '@festival/shared/api-schemas/content-modules';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import type { ApiFetch } from '@festival/shared/ssr/route-data';

export function getCategories(locale: Locale, signal?: AbortSignal, fetch?: ApiFetch): Promise<ArticleCategory[]> {
  return apiGet<ArticleCategory[]>('/api/article-categories/', { locale, signal, fetch });
}
