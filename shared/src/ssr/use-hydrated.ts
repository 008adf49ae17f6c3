import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * `server` on the server and while hydrating, `client()` from the render after it (and in every
 * client-only render). React renders a hydrated component again, synchronously, only where the
 * two differ: a value the visitor's browser may change (a cookie, the clock) costs that render
 * only when it did change.
 */
export function useClientValue<T extends string | number | boolean | null>(client: () => T, server: T): T {
  return useSyncExternalStore(subscribe, client, () => server);
}

/**
 * False on the server and during hydration, true from the render after it (and in every
 * client-only render). What depends on the visitor (cookies, storage, the clock, media
 * queries) renders the server's way until then, so that hydration finds the server's HTML.
 * Every user renders again right after hydration: prefer useClientValue where it can say what differs.
 */
export function useHydrated(): boolean {
  return useClientValue(() => true, false);
}
