import { useEffect, useState } from 'react';

/** The header's desktop breakpoint (header.css: 64em). */
export const DESKTOP_QUERY = '(min-width: 64em)';

export function useDesktop(): boolean {
  const [desktop, setDesktop] = useState(() => typeof window.matchMedia === 'function' && window.matchMedia(DESKTOP_QUERY).matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const media = window.matchMedia(DESKTOP_QUERY);
    const update = () => setDesktop(media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return desktop;
}
