import type { Locale } from '@festival/shared/i18n/locales';
import { href, matchRoute } from '@festival/shared/routes/route-table';
import type { SearchCategory } from '@festival/shared/api-schemas/search-categories';
import { asSearchCategory } from './search-of';

/** The address of a results page: /{lang}/search/{category?}/{page?}?q=… (page 1 names no page). */
export function searchAddress(locale: Locale, q: string, category: SearchCategory | null, page = 1): string {
  const path = href('search', { category: category ?? undefined, page: page > 1 ? String(page) : undefined }, locale);
  return q ? `${path}?${new URLSearchParams({ q })}` : path;
}

/**
 * Spec §2: where a search for `text` goes from `pathname` — the search route with q, keeping the
 * current category (page back to 1) when the current route has one. Null for empty text.
 */
export function searchTarget(text: string, pathname: string, locale: Locale): string | null {
  const q = text.trim();
  if (!q) return null;
  const current = matchRoute(pathname);
  const category = current?.name === 'search' ? asSearchCategory(current.params.category) : null;
  return searchAddress(locale, q, category);
}
