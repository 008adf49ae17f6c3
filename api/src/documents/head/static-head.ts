import type { RouteName } from '@festival/shared/routes/route-table';
import { staticPageHead, type StaticPage } from '@festival/shared/head/page-heads';
import type { HeadResolver } from './head-types';

/** A page whose head reads no data (the list pages' remotes build the same from their exposes). */
export const staticPage = (name: StaticPage): HeadResolver => async (_app, match) => staticPageHead(match, name);

/** Heads of routes without a database object. The error page itself answers with status 404. */
export const staticHeadResolvers: Partial<Record<RouteName, HeadResolver>> = {
  search: staticPage('search'),
  'user-profile': staticPage('user-profile'),
  'user-settings': staticPage('user-settings'),
  'user-login': staticPage('user-login'),
  'user-signup': staticPage('user-signup'),
  'user-logout': staticPage('user-logout'),
  'my-festival': staticPage('my-festival'),
  'error-404': async () => null,
};
