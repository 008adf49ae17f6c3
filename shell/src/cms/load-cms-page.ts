import type { Locale } from '@festival/shared/i18n/locales';
import { apiGet } from '@festival/shared/api-client/api-client';
import { moduleApiPaths, modulesOf } from '@festival/shared/api-client/page-api-paths';
import type { ApiFetch } from '@festival/shared/ssr/route-data';
import type { CmsPageData, ShellPageInput } from '@festival/shared/ssr/shell-page';
import { getPage, type PageVersion } from './get-page';

/** Containers may hold containers: those of the page and up to two levels inside are loaded with it. */
const ANSWER_DEPTH = 3;

/** A CMS page's data is for its path below the locale ("" is the home page). */
export const cmsPageKey = ({ pagePath }: Pick<ShellPageInput, 'pagePath'>): string => pagePath;

/**
 * What the modules of a page load for themselves, level by level; one that fails is left out,
 * and its module loads it when it shows (and shows its own failure).
 */
async function loadModuleAnswers(modules: unknown, locale: Locale, signal: AbortSignal, fetch: ApiFetch): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  const asked = new Set<string>();
  let paths = moduleApiPaths(modules);
  for (let depth = 0; depth < ANSWER_DEPTH && paths.length > 0; depth += 1) {
    paths.forEach((path) => asked.add(path));
    const loaded = await Promise.all(paths.map(async (path) => ({
      path,
      value: await apiGet<unknown>(path, { locale, signal, fetch }).catch(() => undefined),
    })));
    for (const { path, value } of loaded) if (value !== undefined) answers[path] = value;
    paths = [...new Set(loaded.flatMap(({ value }) => moduleApiPaths(modulesOf(value))))].filter((path) => !asked.has(path));
  }
  return answers;
}

/**
 * The CMS routes' data (the server renders with it, the browser hydrates from it and navigates with
 * it). `withAnswers: false` for the page editor, which draws the modules from its own copy.
 */
export async function loadCmsPage(
  { pagePath, locale, fetch }: ShellPageInput, signal: AbortSignal, version: PageVersion = {}, { withAnswers = true } = {},
): Promise<CmsPageData> {
  const page = await getPage(pagePath, locale, signal, version, fetch);
  return { page, answers: withAnswers ? await loadModuleAnswers(page.modules, locale, signal, fetch) : {} };
}
