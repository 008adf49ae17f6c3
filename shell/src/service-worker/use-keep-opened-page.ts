import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { keepPages } from './worker-messages';

/**
 * A page opened in the app sends no document request the worker could keep: it is asked to fetch
 * and keep it. The page the browser loaded needs no such call (the worker saw its request).
 */
export function useKeepOpenedPage(): void {
  const { pathname, search } = useLocation();
  const loaded = useRef(`${pathname}${search}`);
  useEffect(() => {
    const path = `${pathname}${search}`;
    if (path === loaded.current) return;
    loaded.current = '';
    keepPages([new URL(path, window.location.origin).href]);
  }, [pathname, search]);
}
