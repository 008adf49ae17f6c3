import type { RouteName } from '@festival/shared/routes/route-table';
import { localisedPath } from '@festival/shared/routes/route-table';
import type { HeadResolver } from './head-types';
import { HEAD_TEXTS } from '@festival/shared/head/head-texts';
import { pageTitle } from '@festival/shared/head/page-title';

type StaticPage = 'search' | 'user-profile' | 'user-settings' | 'user-login' | 'user-signup' | 'user-logout' | 'my-festival';

function staticPage(name: StaticPage): HeadResolver {
  return async (_app, match) => {
    const text = HEAD_TEXTS[match.locale].pages[name];
    return {
      title: pageTitle(match) ?? text.title,
      description: text.description,
      ogType: 'website',
      alternates: { de: localisedPath(match, 'de'), en: localisedPath(match, 'en') },
    };
  };
}

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
