import { useEffect, useRef, type RefObject } from 'react';

/** How far below (or above) the viewport an element counts as near: about one scroll of a phone. */
export const NEAR_VIEWPORT_MARGIN = '200px';

/**
 * Calls onNear once, when the element comes within NEAR_VIEWPORT_MARGIN of the viewport (at once
 * where it already is, or where the browser has no IntersectionObserver). Nothing is watched
 * while `watching` is false.
 */
export function useNearViewport(ref: RefObject<Element | null>, watching: boolean, onNear: () => void): void {
  const onNearRef = useRef(onNear);
  onNearRef.current = onNear;
  useEffect(() => {
    const element = ref.current;
    if (!watching || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      onNearRef.current();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        onNearRef.current();
      },
      { rootMargin: `${NEAR_VIEWPORT_MARGIN} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, watching]);
}
