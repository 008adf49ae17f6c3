/**
 * Names and payloads of the window CustomEvents that cross app borders (architecture:
 * cross-app events). A remote never imports another remote; it dispatches or listens here.
 */
export interface AppEventDetails {
  /** Tickets went into the cart (or left it); the cart indicator re-reads the cartAmount cookie. */
  'cart-updated': { count?: number };
  /** Ask the shell to open the programme overlay (spec §2 event overlay). */
  'programme-overlay-open': Record<string, never>;
}

export type AppEventName = keyof AppEventDetails;

export const CART_UPDATED = 'cart-updated' satisfies AppEventName;
export const PROGRAMME_OVERLAY_OPEN = 'programme-overlay-open' satisfies AppEventName;

export function dispatchAppEvent<K extends AppEventName>(name: K, detail: AppEventDetails[K]): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Subscribes to one app event; returns the unsubscribe function (fits a useEffect cleanup). */
export function onAppEvent<K extends AppEventName>(name: K, handler: (detail: AppEventDetails[K]) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<AppEventDetails[K]>).detail);
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}
