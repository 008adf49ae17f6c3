import type { ArticlePage } from '@festival/shared/api-schemas/content-articles';
import { isNotFound } from '@festival/shared/api-client/is-not-found';

/**
 * A route's first list page: an unknown category or tag makes the route not found; any other
 * failure gives null, and the list asks again itself and offers its retry (spec §8).
 */
export function firstPage(page: Promise<ArticlePage>, signal: AbortSignal): Promise<ArticlePage | null> {
  return page.catch((error: unknown) => {
    if (signal.aborted || isNotFound(error)) throw error;
    return null;
  });
}
