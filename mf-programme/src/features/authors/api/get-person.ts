import type { PersonDetail } from '@festival/shared/api-schemas/programme';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import type { ApiFetch } from '@festival/shared/ssr/route-data';
import { keyedLoad } from '@festival/shared/ssr/route-key';

export function getPerson(id: string, locale: Locale, signal?: AbortSignal, fetch?: ApiFetch): Promise<PersonDetail> {
  return apiGet<PersonDetail>(`/api/persons/${encodeURIComponent(id)}/`, { locale, signal, fetch });
}

/** The route's data (the server renders with it, the browser hydrates from it). */
export const loadPerson = keyedLoad<PersonDetail>((input, signal) => getPerson(input.params.id ?? '', input.locale, signal, input.fetch));
