import type { ProductionDetail } from '@festival/shared/api-schemas/programme';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';

export function getProduction(id: string, locale: Locale, signal?: AbortSignal): Promise<ProductionDetail> {
  return apiGet<ProductionDetail>(`/api/productions/${encodeURIComponent(id)}/`, { locale, signal });
}
