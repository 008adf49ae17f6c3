import { useEffect, type ReactNode } from 'react';

/**
 * Calls `onHydrated` once the root it wraps has committed its first render (for a hydrated root:
 * React has taken over the server's HTML). It renders no element, so the server's HTML, rendered
 * without it, still matches.
 */
export function WhenHydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  // Effects run children first: every parcel slot inside holds its own early clicks by then.
  useEffect(onHydrated, [onHydrated]);
  return children;
}
