/**
 * Names and payloads of the window CustomEvents that cross app borders (architecture:
 * cross-app events). A remote never imports another remote; it dispatches or listens here.
 */
export interface AppEventDetails {
  /** Tickets went into the cart (or left it); the cart indicator re-reads the cartAmount cookie. */
  'cart-updated': { count?: number };
  /** Ask the shell to open the programme overlay (spec §2 event overlay). */
  'programme-overlay-open': Record<string, never>;
  /** A call answered 401: the session is gone (spec §6: while editing, the login modal opens). */
  'api-unauthorized': { method: string; url: string };
  /** A write answered 409 because the object changed meanwhile (spec §9 versioning): who changed it, and when. */
  'stale-write': { url: string; answer: { detail: string; revision: number; changed_at: string | null; changed_by: { username: string; first_name: string; last_name: string } | null } };
}

export type AppEventName = keyof AppEventDetails;

export const CART_UPDATED = 'cart-updated' satisfies AppEventName;
export const PROGRAMME_OVERLAY_OPEN = 'programme-overlay-open' satisfies AppEventName;
export const API_UNAUTHORIZED = 'api-unauthorized' satisfies AppEventName;
export const STALE_WRITE = 'stale-write' satisfies AppEventName;

export function dispatchAppEvent<K extends AppEventName>(name: K, detail: AppEventDetails[K]): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Subscribes to one app event; returns the unsubscribe function (fits a useEffect cleanup). */
export function onAppEvent<K extends AppEventName>(name: K, handler: (detail: AppEventDetails[K]) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<AppEventDetails[K]>).detail);
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}
