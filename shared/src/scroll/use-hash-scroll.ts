import { useEffect } from 'react';

/** Spec §9 hash scroll: wait 1 s, then look for the element every 250 ms, 100 times at most. */
export const HASH_SCROLL = { delayMs: 1000, intervalMs: 250, maxAttempts: 100 } as const;
/** Spec §9: a hash target sits this far below the top of the window, clear of the header. */
export const HASH_SCROLL_OFFSET_PX = 130;

/** The element a hash ("#faq") names, or null. */
export function hashTarget(hash: string): HTMLElement | null {
  const raw = hash.replace(/^#/, '');
  if (!raw) return null;
  let id = raw;
  try {
    id = decodeURIComponent(raw);
  } catch {
    // A malformed escape is looked up as written.
  }
  return document.getElementById(id);
}

/** Scrolls the window so the element's top sits HASH_SCROLL_OFFSET_PX below the window's top. */
export function scrollToTarget(element: HTMLElement, behavior: ScrollBehavior): void {
  const top = element.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET_PX;
  window.scrollTo({ top: Math.max(0, top), behavior });
}

/**
 * Corrections at most after the first scroll, so that content that never stops moving cannot
 * hold the window.
 */
const MAX_SETTLE_ROUNDS = 10;
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

let stopSettling: (() => void) | null = null;

/**
 * Scrolls to the target and keeps it there while the page is still being assembled: whenever
 * a scroll ends or the page's height changes (pictures, remote content or the header's scrolled
 * state above the target) with the target elsewhere, it scrolls again, until the visitor takes
 * over, the route changes or another hash scroll starts. On a slow device these changes come
 * late, so they are followed as they happen, not for a fixed time.
 */
export function scrollToTargetAndSettle(element: HTMLElement, behavior: ScrollBehavior): void {
  stopSettling?.();
  let rounds = 0;
  const settle = () => {
    if (!element.isConnected) return stop();
    const off = Math.abs(element.getBoundingClientRect().top - HASH_SCROLL_OFFSET_PX) > 2;
    const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1;
    if (!off || atBottom) return undefined;
    rounds += 1;
    if (rounds > MAX_SETTLE_ROUNDS) return stop();
    scrollToTarget(element, behavior);
    return undefined;
  };
  const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(settle);
  const stop = () => {
    resizes?.disconnect();
    window.removeEventListener('scrollend', settle);
    USER_SCROLL_EVENTS.forEach((name) => window.removeEventListener(name, stop));
    if (stopSettling === stop) stopSettling = null;
  };
  stopSettling = stop;
  window.addEventListener('scrollend', settle);
  USER_SCROLL_EVENTS.forEach((name) => window.addEventListener(name, stop, { passive: true }));
  scrollToTarget(element, behavior);
  resizes?.observe(document.body);
}

/** An in-page hash link: same document, plain left click, no new window. */
function inPageHashLink(event: MouseEvent): { anchor: HTMLAnchorElement; hash: string } | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  const here = window.location;
  const samePage = url.origin === here.origin && url.pathname === here.pathname && url.search === here.search;
  return samePage && url.hash.length > 1 ? { anchor, hash: url.hash } : null;
}

/**
 * Hash links of spec §5 and §9. On page load and on every route change that carries a hash,
 * content may still be arriving (modules, remote parcels), so the element is looked for
 * after 1 s and then every 250 ms, 100 times at most; once found it is scrolled to
 * HASH_SCROLL_OFFSET_PX below the top. A click on an in-page hash link scrolls smoothly to the
 * same place and updates the URL's hash without a router navigation.
 *
 * @param hash the location's hash ("#faq", or "" for none)
 * @param routeKey changes on every navigation, so the same hash on another page scrolls again
 */
export function useHashScroll(hash: string, routeKey: string): void {
  useEffect(() => {
    if (hash.length <= 1) return undefined;
    let attempts = 0;
    let interval: ReturnType<typeof setInterval> | undefined;
    const attempt = (): boolean => {
      attempts += 1;
      const target = hashTarget(hash);
      if (target) scrollToTargetAndSettle(target, 'auto');
      const done = target !== null || attempts >= HASH_SCROLL.maxAttempts;
      if (done && interval !== undefined) clearInterval(interval);
      return done;
    };
    const delay = setTimeout(() => {
      if (!attempt()) interval = setInterval(attempt, HASH_SCROLL.intervalMs);
    }, HASH_SCROLL.delayMs);
    return () => {
      clearTimeout(delay);
      if (interval !== undefined) clearInterval(interval);
    };
  }, [hash, routeKey]);

  // A new route (or leaving the page) ends the settling of the last hash scroll.
  useEffect(() => () => stopSettling?.(), [routeKey]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = inPageHashLink(event);
      const target = link && hashTarget(link.hash);
      if (!link || !target) return;
      event.preventDefault();
      scrollToTargetAndSettle(target, 'smooth');
      // history.state is kept so the router's own entry bookkeeping stays intact.
      window.history.pushState(window.history.state, '', link.hash);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
}
