import type { Locale } from '@festival/shared/i18n/locales';
import type { EditorUser, UserDetails } from '@festival/shared/api-schemas/content';
import { cmsHubPath } from '@festival/shared/routes/area-paths';
import { href } from '@festival/shared/routes/route-table';
import { webshopPath } from '@festival/shared/routes/webshop-paths';
import type { UserRow } from '../../db/tables/users.table';
import { bool } from '../common/stored-values';

/** Admin areas an editor reaches from the toolbar; all live under the CMS hub. */
const ADMIN_AREAS: ({ area: string } & Record<Locale, string>)[] = [
  { area: 'events', de: 'Veranstaltungen', en: 'Events' },
  { area: 'persons', de: 'Personen', en: 'People' },
  { area: 'pages', de: 'Seiten', en: 'Pages' },
  { area: 'articles', de: 'Magazin', en: 'Magazine' },
  { area: 'forms', de: 'Formulare', en: 'Forms' },
  { area: 'menus', de: 'Menüs', en: 'Menus' },
  { area: 'settings', de: 'Einstellungen', en: 'Settings' },
];

export function editorUser(user: UserRow, locale: Locale): EditorUser {
  return { email: user.email, username: user.username, admin_menus: ADMIN_AREAS.map((entry) => ({ title: entry[locale], url: cmsHubPath(entry.area) })) };
}

export function userDetails(user: UserRow | null, locale: Locale): UserDetails {
  return {
    has_dashboard_online_access: user ? bool(user.has_dashboard_online_access) : false,
    is_logged_in: user !== null,
    is_editor: user ? bool(user.is_editor) : false,
    username: user?.username ?? '',
    email: user?.email ?? '',
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    login_url: href('user-login', {}, locale),
    logout_url: href('user-logout', {}, locale),
    webshop_url: webshopPath({ name: 'home' }),
  };
}
