import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and during hydration, true from the render after it (and in every
 * client-only render). What depends on the visitor (cookies, storage, the clock, media
 * queries) renders the server's way until then, so that hydration finds the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
