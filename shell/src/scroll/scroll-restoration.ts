/**
 * Back and Forward return to where the visitor was on that page (spec §4: a list comes back as
 * it was). The browser's own restoration runs before the page's content is there (a remote's
 * list renders after its parcel mounts) and then lands at the clamped end of a short page, so
 * it is turned off: the position of each history entry is kept here and, after Back, held
 * until the page is tall enough to show it, and kept there while late content settles, until
 * the visitor scrolls or navigates on.
 */

const positions = new Map<string, number>();
let pinned: { y: number; stop: () => void } | null = null;

function entryKey(): string {
  const state = window.history.state as { key?: unknown } | null;
  return typeof state?.key === 'string' ? state.key : 'default';
}

function maxScroll(): number {
  return document.documentElement.scrollHeight - window.innerHeight;
}

/** Lets go of a position held after Back (the visitor moved, or went to another page). */
export function releaseScrollPosition(): void {
  pinned?.stop();
  pinned = null;
}

function hold(y: number): void {
  releaseScrollPosition();
  const apply = () => {
    if (maxScroll() >= y && Math.abs(window.scrollY - y) >= 1) window.scrollTo(0, y);
  };
  const resize = new ResizeObserver(apply);
  const release = () => releaseScrollPosition();
  const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  pinned = {
    y,
    stop: () => {
      resize.disconnect();
      for (const input of inputs) window.removeEventListener(input, release, true);
    },
  };
  // After this frame the route's new page has replaced the old one; what is measured then is the new page.
  requestAnimationFrame(() => {
    if (pinned?.y !== y) return;
    resize.observe(document.body);
    apply();
  });
  for (const input of inputs) window.addEventListener(input, release, { capture: true, passive: true });
}

/** Starts keeping positions; call once, before the router listens to the history. */
export function startScrollRestoration(): void {
  if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  window.addEventListener(
    'scroll',
    () => {
      // While a position is held, scrolling comes from the page growing or shrinking, not the visitor.
      if (!pinned) positions.set(entryKey(), window.scrollY);
    },
    { passive: true },
  );
  window.addEventListener('popstate', () => hold(positions.get(entryKey()) ?? 0));
}
