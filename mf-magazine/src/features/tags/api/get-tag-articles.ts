import type { ArticlePage } from '@festival/shared/api-schemas/content-articles';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';

export function getTagArticles(tag: number, page: number, locale: Locale, signal?: AbortSignal): Promise<ArticlePage> {
  return apiGet<ArticlePage>('/api/articles/', { locale, query: { tag, page }, signal });
}
