import type { FilterOption } from '@festival/shared/api-schemas/programme';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import type { ApiFetch } from '@festival/shared/ssr/route-data';
import type { ProductionFilterKey } from '@festival/shared/validation/programme-query';

/** Spec §7: seasons, exhibition types and production tags filter the productions list. */
const PATHS: Record<ProductionFilterKey, string> = {
  season: '/api/seasons/',
  exhibition_type: '/api/exhibition-types/',
  tag: '/api/production-tags/',
};

/** Spec §5: options with show_in_filter false are not listed (lists without the flag list all). */
const listed = (options: Array<FilterOption & { show_in_filter?: boolean }>) => options.filter((option) => option.show_in_filter !== false);

/** The options of one productions filter. */
export async function getProductionFilterOptions(key: ProductionFilterKey, locale: Locale, signal?: AbortSignal, fetch?: ApiFetch): Promise<FilterOption[]> {
  return listed(await apiGet<Array<FilterOption & { show_in_filter?: boolean }>>(PATHS[key], { locale, signal, fetch }));
}
