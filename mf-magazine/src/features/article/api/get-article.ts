import type { Article } from '@festival/shared/api-schemas/content-articles';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';

export function getArticle(id: string, locale: Locale, signal?: AbortSignal): Promise<Article> {
  return apiGet<Article>(`/api/articles/${encodeURIComponent(id)}/`, { locale, signal });
}
