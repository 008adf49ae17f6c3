import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Navigation, UserDetails } from '@festival/shared/api-schemas/content';
import { registerRemoteLoader, type ParcelLifecycles } from '@festival/shared/remotes/remote-registry';
import { WEBSHOP_PATH } from '@festival/shared/routes/area-paths';
import { useAlternatesStore } from '@festival/shared/stores/alternates-store';
import { useSessionStore } from '@festival/shared/stores/session-store';
import { useSettingsStore } from '@festival/shared/stores/settings-store';
import { mockFetch, type RouteAnswer } from '@festival/shared/testing/mock-fetch';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { AppRoutes } from '../app/app';
import { useNavigationStore } from '../header/navigation-store';
import '../i18n/shell-resources';

/** Test helpers: the shell's routes in a memory router, the api answered by a fetch fake. */

export const anonymous: UserDetails = {
  has_dashboard_online_access: false, is_logged_in: false, is_editor: false, username: '', email: '', first_name: '', last_name: '',
  login_url: '/de/user/login', logout_url: '/de/user/logout', webshop_url: WEBSHOP_PATH,
};

export const navigation: Navigation = {
  menu: [
    {
      url: '/de/programm', menu_name: 'Programm', has_tab_navigation: true,
      children: [{ url: '/de/autorinnen', menu_name: 'Autorinnen', has_tab_navigation: false, children: [] }],
    },
    { url: '/de/magazin', menu_name: 'Magazin', has_tab_navigation: false, children: [] },
  ],
  footer: [{ title: 'Presse', url: '/de/presse' }],
};

export const settings = {
  is_site_online: true, is_shop_online: true,
  html_footer_logos: { code: '' }, html_footer_top: { code: '<p>Fußzeile oben</p>' }, html_footer_bottom: { code: '' }, html_header: { code: '' },
  error_pages: {},
};

/** Answers every page needs; a test adds or overrides its own. */
export function siteApi(extra: Record<string, RouteAnswer> = {}) {
  return mockFetch({
    '/de/api/user-details/': anonymous,
    '/en/api/user-details/': { ...anonymous, login_url: '/en/user/login' },
    '/de/pageeditor-api/nav': navigation,
    '/en/pageeditor-api/nav': { menu: [], footer: [] },
    '/pageeditor-api/settings': settings,
    '/de/api/opening-hours-today/': { opening_hours: [], opening_hours_exceptions: [] },
    '/en/api/opening-hours-today/': { opening_hours: [], opening_hours_exceptions: [] },
    '/de/api/breaking-news/': [],
    '/en/api/breaking-news/': [],
    ...extra,
  });
}

/** A parcel that writes its module id and the props it got into its element. */
export function recordingLoader() {
  const mounted: Array<{ id: string; props: ParcelProps }> = [];
  const loader = jest.fn(async (id: string): Promise<ParcelLifecycles> => ({
    bootstrap: async () => undefined,
    mount: async (props) => {
      const parcelProps = props as unknown as ParcelProps & { domElement: HTMLElement };
      mounted.push({ id, props: parcelProps });
      parcelProps.domElement.textContent = `parcel ${id}`;
    },
    unmount: async () => undefined,
    update: async () => undefined,
  }));
  registerRemoteLoader(loader);
  return { loader, mounted };
}

export function resetStores(): void {
  useSessionStore.setState({ status: 'idle', details: null, editor: null });
  useSettingsStore.setState({ settings: null, status: 'idle' });
  useNavigationStore.setState({ byLocale: {} });
  useAlternatesStore.setState({ path: null, urls: null });
}

export function renderRoute(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

export function cmsPage(fields: { id?: number; title: string; urls: { de: string; en: string }; modules?: unknown[] }) {
  return {
    id: fields.id ?? 1, urls: fields.urls, content_type: 'page', title: fields.title, headline: fields.title,
    is_online: true, is_clickable: true, in_menu: true, in_footer: false, parent: null, ancestors: [],
    is_landing_page: false, meta_title: fields.title, meta_description: '', og_title: '', og_description: '',
    og_image: null, og_type: 'website', og_image_thumbs: null, siblings: [], version_id: null, revision: 1, modules: fields.modules ?? [],
  };
}
