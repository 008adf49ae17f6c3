import type { ArticleCard } from '@festival/shared/api-schemas/content-modules';
import { apiGet, isApiError } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';

/** The magazine's featured teaser (spec §7 /api/articles-teaser/); null when there is none. */
export function getFeaturedArticle(locale: Locale, signal?: AbortSignal): Promise<ArticleCard | null> {
  return apiGet<ArticleCard>('/api/articles-teaser/', { locale, signal }).catch((error: unknown) => {
    if (isApiError(error, 404)) return null;
    throw error;
  });
}
