import type { ArticleCategory } from '@festival/shared/api-schemas/content-modules';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';

/** Spec §8: a failing category list shows an empty list. */
export function getCategories(locale: Locale, signal?: AbortSignal): Promise<ArticleCategory[]> {
  return apiGet<ArticleCategory[]>('/api/article-categories/', { locale, signal }).catch((error: unknown) => {
    if (signal?.aborted) throw error;
    console.error('article categories', error);
    return [];
  });
}
