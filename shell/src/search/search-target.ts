import type { Locale } from '@festival/shared/i18n/locales';
import { href, matchRoute } from '@festival/shared/routes/route-table';
import { asSearchCategory } from '@festival/shared/ssr/shell-page-requests';

/**
 * Spec §2: where a search for `text` goes from `pathname` — the search route with q, keeping the
 * current category (page back to 1) when the current route has one. Null for empty text.
 */
export function searchTarget(text: string, pathname: string, locale: Locale): string | null {
  const q = text.trim();
  if (!q) return null;
  const current = matchRoute(pathname);
  const category = current?.name === 'search' ? asSearchCategory(current.params.category) : null;
  return `${href('search', { category: category ?? undefined }, locale)}?${new URLSearchParams({ q })}`;
}
