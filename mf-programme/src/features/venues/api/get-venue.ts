import type { VenueDetail } from '@festival/shared/api-schemas/programme';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import type { ApiFetch } from '@festival/shared/ssr/route-data';
import { keyedLoad } from '@festival/shared/ssr/route-key';

export function getVenue(id: string, locale: Locale, signal?: AbortSignal, fetch?: ApiFetch): Promise<VenueDetail> {
  return apiGet<VenueDetail>(`/api/venues/${encodeURIComponent(id)}/`, { locale, signal, fetch });
}

/** The route's data (the server renders with it, the browser hydrates from it). */
export const loadVenue = keyedLoad<VenueDetail>((input, signal) => getVenue(input.params.id ?? '', input.locale, signal, input.fetch));
