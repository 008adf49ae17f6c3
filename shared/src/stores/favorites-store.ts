import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Spec §1 top navigation: events a visitor marked, kept in this browser only. */
export interface Favorite {
  id: string;
  title: string;
  url: string;
  /** ISO start of an event; absent for things without a date. */
  date_start?: string;
}

export const FAVORITES_STORAGE_KEY = 'festival-favorites';
const MAX_FAVORITES = 200;

export interface FavoritesState {
  items: Favorite[];
  has: (id: string) => boolean;
  /** Adds the item, or removes it when it is already a favorite. */
  toggle: (item: Favorite) => void;
  remove: (id: string) => void;
}

function isFavorite(value: unknown): value is Favorite {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.id === 'string' &&
    typeof entry.title === 'string' &&
    typeof entry.url === 'string' &&
    (entry.date_start === undefined || typeof entry.date_start === 'string')
  );
}

/**
 * The list without favorites, one constant: loading an empty storage is then no change for the
 * store's readers (zustand compares the list while hydrating with its initial one).
 */
export const NO_FAVORITES: Favorite[] = [];

/** Whatever another tab or an older version left in storage: only well-formed entries, once each. */
function cleanItems(value: unknown): Favorite[] {
  if (!Array.isArray(value)) return NO_FAVORITES;
  const seen = new Set<string>();
  const items = value.filter(isFavorite).filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id))).slice(0, MAX_FAVORITES);
  return items.length > 0 ? items : NO_FAVORITES;
}

function toFavorite({ id, title, url, date_start }: Favorite): Favorite {
  return date_start ? { id, title, url, date_start } : { id, title, url };
}

/** One store for the shell's header and every remote's favorite buttons (shared as a singleton). */
export const useFavoritesStore = create<FavoritesState>()(
  persist(
    (set, get) => ({
      items: NO_FAVORITES,
      has: (id) => get().items.some((item) => item.id === id),
      toggle: (item) =>
        set((state) =>
          state.items.some((entry) => entry.id === item.id)
            ? { items: state.items.filter((entry) => entry.id !== item.id) }
            : { items: [...state.items, toFavorite(item)].slice(-MAX_FAVORITES) },
        ),
      remove: (id) => set((state) => ({ items: state.items.filter((entry) => entry.id !== id) })),
    }),
    {
      name: FAVORITES_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ items: state.items }),
      merge: (persisted, current) => ({ ...current, items: cleanItems((persisted as { items?: unknown } | undefined)?.items) }),
    },
  ),
);

/** Another tab changed the favorites: take its list over. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === FAVORITES_STORAGE_KEY) void useFavoritesStore.persist.rehydrate();
  });
}
