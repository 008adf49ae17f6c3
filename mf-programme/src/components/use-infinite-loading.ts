import { useEffect, useRef } from 'react';

/** Spec §4: more load when the end of the list comes within 170 % of the viewport. */
export const LOAD_MORE_MARGIN = '170%';

/**
 * Watches the returned element (placed after the list) and calls loadMore when it nears the
 * viewport; spec §4: only while enabled, i.e. a next page exists and nothing is loading.
 */
export function useInfiniteLoading(enabled: boolean, loadMore: () => void) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && loadMore(), {
      rootMargin: LOAD_MORE_MARGIN,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, loadMore]);
  return sentinel;
}
