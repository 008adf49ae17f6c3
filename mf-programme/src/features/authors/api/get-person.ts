import type { PersonDetail } from '@festival/shared/api-schemas/programme';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';

export function getPerson(id: string, locale: Locale, signal?: AbortSignal): Promise<PersonDetail> {
  return apiGet<PersonDetail>(`/api/persons/${encodeURIComponent(id)}/`, { locale, signal });
}
