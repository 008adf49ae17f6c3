import type { VenueDetail } from '@festival/shared/api-schemas/programme';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';

export function getVenue(id: string, locale: Locale, signal?: AbortSignal): Promise<VenueDetail> {
  return apiGet<VenueDetail>(`/api/venues/${encodeURIComponent(id)}/`, { locale, signal });
}
