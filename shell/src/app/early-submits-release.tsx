import { useEffect } from 'react';
import { releaseEarlySubmits } from '@festival/shared/ssr/early-submits';

/**
 * Renders nothing. Every route renders one beside its page, inside the page's Suspense boundary:
 * its effect runs once the page has hydrated, and a form the visitor sent before that is sent
 * again to the page's own onSubmit (index.html holds it until then).
 */
export function EarlySubmitsRelease() {
  useEffect(releaseEarlySubmits, []);
  return null;
}
