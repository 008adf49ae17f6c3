import type { ArticleCategoryEntry } from '@festival/shared/api-schemas/content-articles';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import type { ApiFetch } from '@festival/shared/ssr/route-data';

export function getCategories(locale: Locale, signal?: AbortSignal, fetch?: ApiFetch): Promise<ArticleCategoryEntry[]> {
  return apiGet<ArticleCategoryEntry[]>('/api/article-categories/', { locale, signal, fetch });
}
