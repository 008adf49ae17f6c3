import type { EventDetail } from '@festival/shared/api-schemas/programme';
import { apiGet, isApiError } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import type { Favorite } from '@festival/shared/stores/favorites-store';

const EVENT_FAVOURITE = /^event-(\d+)$/;

/** The event ids among the favourites (the programme marks events as "event-<id>"). */
export function favouriteEventIds(items: Favorite[]): string[] {
  return items.flatMap((item) => EVENT_FAVOURITE.exec(item.id)?.[1] ?? []);
}

/** Each favourite event's details; one no longer published (404) drops out. */
export async function getFavouriteEvents(ids: string[], locale: Locale, signal: AbortSignal): Promise<EventDetail[]> {
  const events = await Promise.all(ids.map((id) =>
    apiGet<EventDetail>(`/api/events/${id}/`, { locale, signal }).catch((error: unknown) => {
      if (isApiError(error, 404)) return null;
      throw error;
    })));
  return events.filter((event): event is EventDetail => event !== null);
}
