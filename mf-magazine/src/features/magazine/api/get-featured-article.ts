import type { ArticleCard } from '@festival/shared/api-schemas/content-modules';
import { apiGet } from '@festival/shared/api-client/api-client';
import { isNotFound } from '@festival/shared/api-client/is-not-found';
import type { Locale } from '@festival/shared/i18n/locales';
import type { ApiFetch } from '@festival/shared/ssr/route-data';

/** The magazine's featured teaser (spec §7 /api/articles-teaser/); null when there is none. */
export function getFeaturedArticle(locale: Locale, signal?: AbortSignal, fetch?: ApiFetch): Promise<ArticleCard | null> {
  return apiGet<ArticleCard>('/api/articles-teaser/', { locale, signal, fetch }).catch((error: unknown) => {
    if (isNotFound(error)) return null;
    throw error;
  });
}
