/** Spec §9: scroll-into-view waits 100 ms (a menu or overlay may still be closing). */
const SCROLL_INTO_VIEW_DELAY_MS = 100;
/** Spec §9 hash-scroll offset: room for the sticky header above the target. */
const SCROLL_OFFSET_PX = 130;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Brings the element with this id into view below the header and moves keyboard focus to it,
 * so that the next Tab continues there. Returns a cancel function.
 */
export function scrollToTarget(targetId: string): () => void {
  const timer = window.setTimeout(() => {
    const target = document.getElementById(targetId);
    if (!target) return;
    const top = target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
    window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, SCROLL_INTO_VIEW_DELAY_MS);
  return () => window.clearTimeout(timer);
}
