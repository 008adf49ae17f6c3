import { useEffect, useState } from 'react';

/** True while the page footer is in view (spec §4: sticky parts step back near the footer). */
export function useNearFooter(selector = '.sh-footer'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const footer = document.querySelector(selector);
    if (!footer || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(([entry]) => setNear(entry?.isIntersecting ?? false));
    observer.observe(footer);
    return () => observer.disconnect();
  }, [selector]);
  return near;
}
