import { useEffect } from 'react';

let holders = 0;
let previousOverflow = '';

/**
 * Spec §4 scroll lock: while any holder is active the page behind does not scroll. Counted, so
 * that the menu and an overlay opening one after the other release it only when both closed.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    if (holders === 0) {
      previousOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    holders += 1;
    return () => {
      holders -= 1;
      if (holders === 0) document.body.style.overflow = previousOverflow;
    };
  }, [active]);
}
