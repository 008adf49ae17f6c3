import type { ProductionListQuery, ProductionPage } from '@festival/shared/api-schemas/programme';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';

export function getProductions(filters: ProductionListQuery, page: number, locale: Locale, signal?: AbortSignal): Promise<ProductionPage> {
  return apiGet<ProductionPage>('/api/productions/', { locale, query: { ...filters, page }, signal });
}
