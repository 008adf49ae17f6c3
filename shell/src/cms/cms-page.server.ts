import { cmsPageHead, homeHead } from '@festival/shared/head/page-heads';
import type { CmsPageData, ShellServerPage } from '@festival/shared/ssr/shell-page';
import { cmsPageKey, loadCmsPage } from './load-cms-page';

/** A page of the page editor on the server: the page as visitors see it, and the head built from it. */
export const cmsServerPage: ShellServerPage<CmsPageData> = {
  kind: 'cms',
  key: cmsPageKey,
  load: (input, signal) => loadCmsPage(input, signal),
  head: ({ page }, { routeName, locale, params, now }) => (routeName === 'index'
    ? homeHead(page, { name: 'index', locale, params }, now())
    : cmsPageHead(page, locale, now(), { ancestors: routeName === 'cms-page' })),
};
