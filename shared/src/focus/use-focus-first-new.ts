import { useCallback, useEffect, useRef } from 'react';

/**
 * A load-more button leaves while its page loads, which would drop keyboard focus on the page:
 * once the list has grown, focus goes on to the first new item. `links` selects one link per
 * item inside the container, in list order.
 */
export function useFocusFirstNew<T extends HTMLElement>(count: number, links: string) {
  const container = useRef<T>(null);
  const firstNew = useRef<number | null>(null);

  useEffect(() => {
    const index = firstNew.current;
    if (index === null || count <= index) return;
    firstNew.current = null;
    container.current?.querySelectorAll<HTMLElement>(links)[index]?.focus();
  }, [count, links]);

  /** Call when the visitor asks for more: the item at today's count is the one to focus. */
  const expectNew = useCallback(() => {
    firstNew.current = count;
  }, [count]);

  return { container, expectNew };
}
