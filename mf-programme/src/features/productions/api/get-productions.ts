import type { ProductionPage } from '@festival/shared/api-schemas/programme';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import type { ApiFetch } from '@festival/shared/ssr/route-data';

/** Spec §7: one page of productions for the filters (season, exhibition_type, tag, date). */
export function getProductions(query: Record<string, string>, page: number, locale: Locale, signal?: AbortSignal, fetch?: ApiFetch): Promise<ProductionPage> {
  return apiGet<ProductionPage>('/api/productions/', { locale, query: { ...query, page }, signal, fetch });
}
