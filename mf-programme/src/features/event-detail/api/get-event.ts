import type { EventDetail } from '@festival/shared/api-schemas/programme';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';

export function getEvent(id: string, locale: Locale, signal?: AbortSignal): Promise<EventDetail> {
  return apiGet<EventDetail>(`/api/events/${encodeURIComponent(id)}/`, { locale, signal });
}
