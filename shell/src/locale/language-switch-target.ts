import type { Locale } from '@festival/shared/i18n/locales';
import { EDITOR_MODE_KEYS, href, localisedPath, matchRoute, matchUnlocalisedRoute } from '@festival/shared/routes/route-table';
import type { AlternateUrls } from '@festival/shared/stores/alternates-store';

export interface SwitchInput {
  pathname: string;
  search: string;
  target: Locale;
  /** The page's own urls, when the page told them (CMS pages, detail pages). */
  alternates: AlternateUrls | null;
}

/**
 * Where the language switch leads (spec §2): the page's own url in the other language when
 * known; else the same route of the table with the same params and query; unlocalised areas
 * stay where they are; anything else goes to the other language's home page.
 */
export function languageSwitchTarget({ pathname, search, target, alternates }: SwitchInput): string {
  const match = matchRoute(pathname);
  if (!alternates?.[target] && match && match.name !== 'cms-page') return `${localisedPath(match, target)}${search}`;
  if (matchUnlocalisedRoute(pathname)) return `${pathname}${search}`;
  return withEditorMode(alternates?.[target] ?? href('index', {}, target), search);
}

/** A page's other-language url with the editor's mode of this one: an editor switching language stays in edit mode. */
function withEditorMode(url: string, search: string): string {
  const current = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of EDITOR_MODE_KEYS) if (current.has(key)) kept.set(key, current.get(key) ?? '');
  const query = kept.toString().replace(/=(?=&|$)/g, '');
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}
