import type { ArticleTag } from '@festival/shared/api-schemas/content-articles';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import type { ApiFetch } from '@festival/shared/ssr/route-data';

export function getTags(locale: Locale, signal?: AbortSignal, fetch?: ApiFetch): Promise<ArticleTag[]> {
  return apiGet<ArticleTag[]>('/api/article-tags/', { locale, signal, fetch });
}
