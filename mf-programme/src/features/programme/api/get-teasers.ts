import type { ProgrammeTeaser } from '@festival/shared/api-schemas/programme';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';

export function getTeasers(locale: Locale, signal?: AbortSignal): Promise<ProgrammeTeaser[]> {
  return apiGet<ProgrammeTeaser[]>('/api/teasers/', { locale, signal });
}
