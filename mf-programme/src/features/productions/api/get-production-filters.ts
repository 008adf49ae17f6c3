import type { ExhibitionTypeOption, FilterOption } from '@festival/shared/api-schemas/programme';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';

export interface ProductionFilterOptions {
  season: FilterOption[];
  exhibition_type: ExhibitionTypeOption[];
  tag: FilterOption[];
}

/** Spec §7: seasons, exhibition types and production tags filter the productions list. */
export async function getProductionFilters(locale: Locale, signal?: AbortSignal): Promise<ProductionFilterOptions> {
  const [season, exhibitionType, tag] = await Promise.all([
    apiGet<FilterOption[]>('/api/seasons/', { locale, signal }),
    apiGet<ExhibitionTypeOption[]>('/api/exhibition-types/', { locale, signal }),
    apiGet<FilterOption[]>('/api/production-tags/', { locale, signal }),
  ]);
  return { season, exhibition_type: exhibitionType, tag };
}
