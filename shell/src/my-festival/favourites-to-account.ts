import { apiRequest } from '@festival/shared/api-client/api-client';
import type { AccountFavorites } from '@festival/shared/api-schemas/account-calendar';
import { useFavoritesStore } from '@festival/shared/stores/favorites-store';
import { useSessionStore } from '@festival/shared/stores/session-store';
import { favouriteEventIds } from './favourite-events';

/**
 * The account and list this browser last sent, kept across page loads: a page load of a
 * signed-in visitor sends nothing unless the list changed (a load of the logout page would
 * otherwise race the sign-out), and a favourite that is no event changes nothing there.
 */
const SAVED_KEY = 'festival-account-favourites';

function readSaved(): string | null {
  try {
    return localStorage.getItem(SAVED_KEY);
  } catch {
    return null;
  }
}

function writeSaved(value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(SAVED_KEY);
    else localStorage.setItem(SAVED_KEY, value);
  } catch {
    // Storage refused (private mode, quota): the list is sent again on the next load.
  }
}

function save(account: string): void {
  const body: AccountFavorites = { event_ids: favouriteEventIds(useFavoritesStore.getState().items).map(Number) };
  const key = `${account}|${body.event_ids.join(',')}`;
  if (key === readSaved()) return;
  writeSaved(key);
  apiRequest<AccountFavorites>('/api/account/favorites/', { method: 'PUT', locale: useSessionStore.getState().locale, body })
    .catch((error: unknown) => {
      // Offline or signed out meanwhile: the next change, or the next sign-in, saves them.
      writeSaved(null);
      console.warn('account favourites', error);
    });
}

/**
 * A signed-in visitor's favourites are this browser's list, saved with their account whenever it
 * changes and when they sign in: their calendar feed lists them (Mein Festival).
 */
export function saveFavouritesWithAccount(): void {
  let account: string | null = null;
  useSessionStore.subscribe((state) => {
    const now = state.details?.is_logged_in === true ? state.details.email : null;
    if (now !== null && now !== account) save(now);
    account = now;
  });
  useFavoritesStore.subscribe((state, previous) => {
    if (account !== null && state.items !== previous.items) save(account);
  });
}
