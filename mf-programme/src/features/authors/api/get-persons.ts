import type { PersonPage } from '@festival/shared/api-schemas/programme';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import type { ApiFetch, RouteLoad } from '@festival/shared/ssr/route-data';

export function getPersons(page: number, locale: Locale, signal?: AbortSignal, fetch?: ApiFetch): Promise<PersonPage> {
  return apiGet<PersonPage>('/api/persons/', { locale, query: { page }, signal, fetch });
}

/** The authors route's data: the first page of the list. */
export const loadPersons: RouteLoad<PersonPage> = (input, signal) => getPersons(1, input.locale, signal, input.fetch);
