import { apiRequest } from '@festival/shared/api-client/api-client';
import type { AccountFavorites } from '@festival/shared/api-schemas/account-calendar';
import { useFavoritesStore } from '@festival/shared/stores/favorites-store';
import { useSessionStore } from '@festival/shared/stores/session-store';
import { favouriteEventIds } from './favourite-events';

/** The list the account was last sent: a favourite that is no event changes nothing there. */
let saved: string | null = null;

function save(): void {
  const body: AccountFavorites = { event_ids: favouriteEventIds(useFavoritesStore.getState().items).map(Number) };
  const key = body.event_ids.join(',');
  if (key === saved) return;
  saved = key;
  apiRequest<AccountFavorites>('/api/account/favorites/', { method: 'PUT', locale: useSessionStore.getState().locale, body })
    .catch((error: unknown) => {
      // Offline or signed out meanwhile: the next change, or the next sign-in, saves them.
      saved = null;
      console.warn('account favourites', error);
    });
}

/**
 * A signed-in visitor's favourites are this browser's list, saved with their account whenever it
 * changes and when they sign in: their calendar feed lists them (Mein Festival).
 */
export function saveFavouritesWithAccount(): void {
  let signedIn = false;
  useSessionStore.subscribe((state) => {
    const now = state.details?.is_logged_in === true;
    if (!now) saved = null;
    if (now && !signedIn) save();
    signedIn = now;
  });
  useFavoritesStore.subscribe((state, previous) => {
    if (signedIn && state.items !== previous.items) save();
  });
}
