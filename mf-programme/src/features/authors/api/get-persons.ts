import type { PersonPage } from '@festival/shared/api-schemas/programme';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';

export function getPersons(page: number, locale: Locale, signal?: AbortSignal): Promise<PersonPage> {
  return apiGet<PersonPage>('/api/persons/', { locale, query: { page }, signal });
}
