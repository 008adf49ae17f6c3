import type { Locale } from '@festival/shared/i18n/locales';
import { href, localisedPath, matchRoute, matchUnlocalisedRoute } from '@festival/shared/routes/route-table';
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
  if (alternates?.[target]) return alternates[target];
  const match = matchRoute(pathname);
  if (match && match.name !== 'cms-page') return `${localisedPath(match, target)}${search}`;
  if (matchUnlocalisedRoute(pathname)) return `${pathname}${search}`;
  return href('index', {}, target);
}
