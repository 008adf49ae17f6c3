import { startTransition, useEffect, useState } from 'react';
import { whenIdleAfterLoad } from '@festival/shared/idle/when-idle-after-load';

/**
 * How long after the load event the wait for an idle moment begins, by default. Drawing the closed
 * menu is a task of its own (about 90 ms on a mid-tier phone's CPU); at the first idle moment it
 * came right after the start-up's tasks, while the page was still becoming interactive.
 */
const AFTER_LOAD_MS = 3000;
/** The longest the idle moment is waited for: a page that is never idle still gets ready. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * False until the browser is idle a while (`afterLoadMs`) after the page loaded (this component
 * hydrated), then true. For work a later tap would otherwise do at once, such as drawing a closed
 * panel ahead of its opening: done then, it holds back neither the page's start nor the tap.
 */
export function useReadyWhenIdle({ afterLoadMs = AFTER_LOAD_MS }: { afterLoadMs?: number } = {}): boolean {
  const [ready, setReady] = useState(false);
  useEffect(
    () => whenIdleAfterLoad(() => startTransition(() => setReady(true)), { delayMs: afterLoadMs, timeoutMs: IDLE_TIMEOUT_MS }),
    [afterLoadMs],
  );
  return ready;
}
