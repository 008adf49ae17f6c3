import { FAVORITES_STORAGE_KEY, useFavoritesStore } from '../favorites-store';

const lesung = { id: 'event-1', title: 'Lesung am Abend', url: '/de/programm/lesung/1', date_start: '2026-11-23T18:00:00+01:00' };
const gespraech = { id: 'event-2', title: 'Gespräch', url: '/de/programm/gespraech/2' };

beforeEach(() => {
  localStorage.clear();
  useFavoritesStore.setState({ items: [] });
});

const stored = () => JSON.parse(localStorage.getItem(FAVORITES_STORAGE_KEY) ?? 'null') as { state: { items: unknown[] } } | null;

test('toggle adds an item, a second toggle removes it; the list is kept in localStorage', () => {
  useFavoritesStore.getState().toggle(lesung);
  useFavoritesStore.getState().toggle(gespraech);
  expect(useFavoritesStore.getState().has('event-1')).toBe(true);
  expect(stored()?.state.items).toEqual([lesung, gespraech]);

  useFavoritesStore.getState().toggle(lesung);
  expect(useFavoritesStore.getState().has('event-1')).toBe(false);
  expect(stored()?.state.items).toEqual([gespraech]);
});

test('remove takes one entry away and leaves the others', () => {
  useFavoritesStore.getState().toggle(lesung);
  useFavoritesStore.getState().toggle(gespraech);
  useFavoritesStore.getState().remove('event-2');
  expect(useFavoritesStore.getState().items).toEqual([lesung]);
});

test('only the fields of a favorite are stored, not whatever else the caller passed', () => {
  useFavoritesStore.getState().toggle({ ...gespraech, extra: 'x' } as typeof gespraech);
  expect(stored()?.state.items).toEqual([gespraech]);
});

test('a stored list is read back, dropping malformed and duplicate entries', async () => {
  localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify({ state: { items: [lesung, { id: 3 }, 'x', lesung, gespraech] }, version: 1 }));
  await useFavoritesStore.persist.rehydrate();
  expect(useFavoritesStore.getState().items).toEqual([lesung, gespraech]);

  localStorage.setItem(FAVORITES_STORAGE_KEY, '{"state":{"items":"nope"},"version":1}');
  await useFavoritesStore.persist.rehydrate();
  expect(useFavoritesStore.getState().items).toEqual([]);
});

test('a change in another tab is taken over', async () => {
  localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify({ state: { items: [gespraech] }, version: 1 }));
  window.dispatchEvent(new StorageEvent('storage', { key: FAVORITES_STORAGE_KEY }));
  await Promise.resolve();
  expect(useFavoritesStore.getState().items).toEqual([gespraech]);
});
