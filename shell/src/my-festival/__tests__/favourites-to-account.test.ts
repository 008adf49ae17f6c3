import { useFavoritesStore } from '@festival/shared/stores/favorites-store';
import { useSessionStore } from '@festival/shared/stores/session-store';
import { mockFetch } from '@festival/shared/testing/mock-fetch';
import { saveFavouritesWithAccount } from '../favourites-to-account';

const signedIn = { is_logged_in: true, is_editor: false, email: 'ada@example.org' } as never;

test('a signed-in visitor\'s event favourites are saved with the account when they sign in and on each change; nobody else\'s', async () => {
  const fetch = mockFetch({ '/de/api/account/favorites/': { event_ids: [] } });
  useSessionStore.setState({ status: 'ready', locale: 'de', details: null, editor: null });
  useFavoritesStore.setState({ items: [{ id: 'event-3', title: 'Drei', url: '/de/programm/drei/3' }] });
  saveFavouritesWithAccount();
  useFavoritesStore.getState().toggle({ id: 'event-4', title: 'Vier', url: '/de/programm/vier/4' });
  expect(fetch).not.toHaveBeenCalled();

  useSessionStore.setState({ details: signedIn });
  useFavoritesStore.getState().toggle({ id: 'production-9', title: 'Stück', url: '/de/produktionen/stueck/9' });
  useFavoritesStore.getState().remove('event-3');
  const bodies = (fetch.mock.calls as unknown as [string, RequestInit][]).map(([url, init]) => [url, init.method, JSON.parse(String(init.body))]);
  expect(bodies).toEqual([
    ['/de/api/account/favorites/', 'PUT', { event_ids: [3, 4] }],
    ['/de/api/account/favorites/', 'PUT', { event_ids: [4] }],
  ]);
});

test('a page load of the same account with the same list sends nothing (the logout page would race the sign-out); another account gets the list', async () => {
  const fetch = mockFetch({ '/de/api/account/favorites/': { event_ids: [4] } });
  // A new page load: the module and the stores start afresh, only localStorage is left.
  await jest.isolateModulesAsync(async () => {
    const { useSessionStore: session } = await import('@festival/shared/stores/session-store');
    const { useFavoritesStore: favorites } = await import('@festival/shared/stores/favorites-store');
    const { saveFavouritesWithAccount: save } = await import('../favourites-to-account');
    favorites.setState({ items: [{ id: 'event-4', title: 'Vier', url: '/de/programm/vier/4' }] });
    session.setState({ status: 'ready', locale: 'de', details: null, editor: null });
    save();
    session.setState({ details: signedIn });
    expect(fetch).not.toHaveBeenCalled();

    session.setState({ details: { is_logged_in: true, is_editor: false, email: 'bo@example.org' } as never });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
