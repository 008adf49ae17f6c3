import type { ArticleTag } from '@festival/shared/api-schemas/content-articles';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';

export function getTags(locale: Locale, signal?: AbortSignal): Promise<ArticleTag[]> {
  return apiGet<ArticleTag[]>('/api/article-tags/', { locale, signal });
}
