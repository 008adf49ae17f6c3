import type { Form, Page } from '@festival/shared/api-schemas/content';
import type { HeadData } from '@festival/shared/head/head-data';
import { cmsPageHead, formHead, homeHead } from '@festival/shared/head/page-heads';
import type { RouteMatch } from '@festival/shared/routes/route-table';
import type { ServerPage } from '@festival/shared/ssr/server-slot';

/**
 * The head of a page the shell draws, from the api's answer the document is rendered with; undefined
 * for a page whose head reads nothing (search), which the route's resolver gives.
 */
export function shellPageHead(match: RouteMatch, page: ServerPage, now: Date): HeadData | undefined {
  if (page.kind === 'form') return formHead(page.data as Form);
  if (page.kind !== 'cms') return undefined;
  const data = page.data as Page;
  if (match.name === 'index') return homeHead(data, match, now);
  return cmsPageHead(data, match.locale, now, { ancestors: match.name === 'cms-page' });
}
