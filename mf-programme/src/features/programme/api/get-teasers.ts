import type { ProgrammeTeaser } from '@festival/shared/api-schemas/programme';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import type { ApiFetch } from '@festival/shared/ssr/route-data';

export function getTeasers(locale: Locale, signal?: AbortSignal, fetch?: ApiFetch): Promise<ProgrammeTeaser[]> {
  return apiGet<ProgrammeTeaser[]>('/api/teasers/', { locale, signal, fetch });
}
