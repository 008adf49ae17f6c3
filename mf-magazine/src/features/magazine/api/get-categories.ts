import type { ArticleCategory } from '@festival/shared/api-schemas/content-modules';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';

export function getCategories(locale: Locale, signal?: AbortSignal): Promise<ArticleCategory[]> {
  return apiGet<ArticleCategory[]>('/api/article-categories/', { locale, signal });
}
