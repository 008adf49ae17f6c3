import { yieldToMain } from './yield-to-main';

/**
 * Runs `work` in a task after the current one. The loads a page starts from its effects (session,
 * menus, settings, redirects) ran inside the effects task of the hydration: each fetch and the
 * store updates it makes lengthened that one task, on a phone past what a tap may wait.
 */
export function inOwnTask(work: () => unknown): void {
  void yieldToMain().then(work);
}
