import { useSyncExternalStore } from 'react';

/** The header's desktop breakpoint (header.css: 64em). */
export const DESKTOP_QUERY = '(min-width: 64em)';

function media(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the window is desktop-wide; false on the server and while hydrating. */
export function useDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
