import type { Locale } from '@festival/shared/i18n/locales';
import type { EditorUser, UserDetails } from '@festival/shared/api-schemas/content';
import { href } from '@festival/shared/routes/route-table';
import type { UserRow } from '../../db/tables/users.table';
import { bool } from '../common/stored-values';

const WEBSHOP_URL = '/webshop';

/** Admin areas an editor reaches from the toolbar; all live under the CMS hub. */
const ADMIN_MENUS: Record<Locale, { title: string; url: string }[]> = {
  de: [
    { title: 'Veranstaltungen', url: '/cms-hub/events' },
    { title: 'Personen', url: '/cms-hub/persons' },
    { title: 'Seiten', url: '/cms-hub/pages' },
    { title: 'Magazin', url: '/cms-hub/articles' },
    { title: 'Formulare', url: '/cms-hub/forms' },
    { title: 'Menüs', url: '/cms-hub/menus' },
    { title: 'Einstellungen', url: '/cms-hub/settings' },
  ],
  en: [
    { title: 'Events', url: '/cms-hub/events' },
    { title: 'People', url: '/cms-hub/persons' },
    { title: 'Pages', url: '/cms-hub/pages' },
    { title: 'Magazine', url: '/cms-hub/articles' },
    { title: 'Forms', url: '/cms-hub/forms' },
    { title: 'Menus', url: '/cms-hub/menus' },
    { title: 'Settings', url: '/cms-hub/settings' },
  ],
};

export function editorUser(user: UserRow, locale: Locale): EditorUser {
  return { email: user.email, username: user.username, admin_menus: ADMIN_MENUS[locale] };
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
    webshop_url: WEBSHOP_URL,
  };
}
