import type { Article } from '@festival/shared/api-schemas/content-articles';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import type { ApiFetch } from '@festival/shared/ssr/route-data';

/** The article as visitors read it, or with its body's draft for an editor's preview. */
export function getArticle(id: string, locale: Locale, signal?: AbortSignal, fetch?: ApiFetch, { draft = false } = {}): Promise<Article> {
  return apiGet<Article>(`/api/articles/${encodeURIComponent(id)}/`, { locale, signal, fetch, query: draft ? { draft: '1' } : undefined });
}
