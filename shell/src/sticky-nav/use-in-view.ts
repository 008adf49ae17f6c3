import { useEffect, useState } from 'react';

/**
 * True while the element `selector` names is in view: the footer (spec §4: sticky parts step back
 * near it), or the booking widget the sticky booking button leads to. Null observes nothing.
 */
export function useInView(selector: string | null): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = selector === null ? null : document.querySelector(selector);
    setInView(false);
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false));
    observer.observe(element);
    return () => observer.disconnect();
  }, [selector]);
  return inView;
}
