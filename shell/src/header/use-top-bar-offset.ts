import { useEffect, type RefObject } from 'react';

/**
 * The sticky header sticks with its top bar scrolled out of view (CSS: top is minus
 * --sh-top-bar-height), so it is slimmer once scrolled without changing its place in the page:
 * hiding the bar instead moved everything below it while the visitor scrolled. The bar's height
 * varies (it wraps, it is hidden on phones), so it is measured.
 */
export function useTopBarOffset(header: RefObject<HTMLElement | null>, topBar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current;
    const bar = topBar.current;
    if (!element || !bar || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => element.style.setProperty('--sh-top-bar-height', `${bar.offsetHeight}px`));
    observer.observe(bar);
    return () => observer.disconnect();
  }, [header, topBar]);
}
