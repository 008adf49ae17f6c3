/**
 * Runs `work` once the page has loaded, `delayMs` after it, at the browser's next idle moment (at
 * most `timeoutMs` later; at once where there are no idle callbacks). Returns a cancel. For work
 * that must neither compete with the page's start nor wait for a tap to need it.
 */
export function whenIdleAfterLoad(work: () => void, { delayMs = 0, timeoutMs }: { delayMs?: number; timeoutMs: number }): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const afterDelay = () => {
    timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(work, { timeout: timeoutMs });
      else work();
    }, delayMs);
  };
  if (document.readyState === 'complete') afterDelay();
  else window.addEventListener('load', afterDelay, { once: true });
  return () => {
    window.removeEventListener('load', afterDelay);
    if (timer !== undefined) clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}
