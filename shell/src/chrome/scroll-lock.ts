import { useEffect } from 'react';
import { afterNextPaint } from './after-next-paint';

let holders = 0;
let previousOverflow = '';

function lock(): void {
  if (holders === 0) {
    previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  holders += 1;
}

function unlock(): void {
  holders -= 1;
  if (holders === 0) document.body.style.overflow = previousOverflow;
}

/**
 * Spec §4 scroll lock: while any holder is active the page behind does not scroll. Counted, so
 * that the menu and an overlay opening one after the other release it only when both closed.
 * It starts once the opened panel has been painted: the page's overflow lays out the whole
 * document again, which would hold back the paint that answers the tap.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    let locked = false;
    const cancel = afterNextPaint(() => {
      locked = true;
      lock();
    });
    return () => {
      cancel();
      if (locked) unlock();
    };
  }, [active]);
}
