import type { ArticleTagDetail } from '@festival/shared/api-schemas/content-articles';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import type { ApiFetch } from '@festival/shared/ssr/route-data';

export function getTag(id: string, locale: Locale, signal?: AbortSignal, fetch?: ApiFetch): Promise<ArticleTagDetail> {
  return apiGet<ArticleTagDetail>(`/api/article-tags/${encodeURIComponent(id)}/`, { locale, signal, fetch });
}
