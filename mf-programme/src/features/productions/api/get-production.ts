import type { ProductionDetail } from '@festival/shared/api-schemas/programme';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import type { ApiFetch } from '@festival/shared/ssr/route-data';
import { keyedLoad } from '@festival/shared/ssr/route-key';

export function getProduction(id: string, locale: Locale, signal?: AbortSignal, fetch?: ApiFetch): Promise<ProductionDetail> {
  return apiGet<ProductionDetail>(`/api/productions/${encodeURIComponent(id)}/`, { locale, signal, fetch });
}

/** The route's data (the server renders with it, the browser hydrates from it). */
export const loadProduction = keyedLoad<ProductionDetail>((input, signal) => getProduction(input.params.id ?? '', input.locale, signal, input.fetch));
