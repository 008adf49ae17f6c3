import { isApiError } from '@festival/shared/api-client/api-client';
import { CMS_PAGE_ROUTES } from '@festival/shared/routes/cms-page-routes';
import type { RouteName } from '@festival/shared/routes/route-table';
import type { LoadedShellPage, ShellPageInput, ShellServerPage } from '@festival/shared/ssr/shell-page';
import { cmsServerPage } from '../cms/cms-page.server';
import { formServerPage } from '../forms/form-page.server';
import { searchServerPage } from '../search/search-page.server';

/** The routes whose page the shell draws from data it loads; the other routes' data is a remote's. */
const SHELL_PAGES: Partial<Record<RouteName, ShellServerPage<unknown>>> = {
  ...Object.fromEntries([...CMS_PAGE_ROUTES].map((name) => [name, cmsServerPage])),
  search: searchServerPage,
  'forms-slug-id': formServerPage,
};

/**
 * The route's page data loaded once for a document, with the head built from it; null when the
 * route is not a shell page, loads nothing, or the api refuses (a 404 is the route resolver's to tell).
 */
export async function loadShellPage(input: ShellPageInput, signal: AbortSignal): Promise<LoadedShellPage | null> {
  const route = input.routeName ? SHELL_PAGES[input.routeName] : undefined;
  const key = route?.key(input) ?? null;
  if (!route || key === null) return null;
  try {
    const data = await route.load(input, signal);
    return { page: { kind: route.kind, key, locale: input.locale, data }, head: route.head(data, input) };
  } catch (error) {
    if (isApiError(error)) return null;
    throw error;
  }
}
