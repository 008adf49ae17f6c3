import { startTransition, useEffect, useState } from 'react';

/** The longest a page waits for an idle moment: a page that is never idle still gets ready. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * False until the browser is first idle after this component mounted (hydrated), then true.
 * For work a later tap would otherwise do at once, such as drawing a closed panel ahead of
 * its opening: done at idle, it holds back neither the page's start nor the tap.
 */
export function useReadyWhenIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const becomeReady = () => startTransition(() => setReady(true));
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(becomeReady, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(becomeReady, IDLE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);
  return ready;
}
