import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readCookie } from '@festival/shared/cookies/cookies';
import { cmsPage, recordingLoader, renderRoute, resetStores, siteApi } from '../../testing/render-route';

// The route's lazy page, loaded before any test: findBy then waits for the page to render,
// not for jest to compile its modules.
beforeAll(() => Promise.all([import('../../editor/cms-hub-page'), import('../../dashboard/dashboard-page')]));

const home = cmsPage({
  title: 'Literaturfestival',
  urls: { de: '/de', en: '/en' },
  modules: [{ slug: 'h', model: 'Headline', headline_level: 2, preline: '', content: 'Willkommen beim Festival', subline: '', anchor: '' }],
});

beforeEach(() => {
  resetStores();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.scrollTo = jest.fn();
  document.cookie = 'locale=; max-age=0; path=/';
});
afterEach(() => jest.restoreAllMocks());

test('the home page: landmarks, menu, CMS modules, footer and the language switch', async () => {
  siteApi({ '/de/pageeditor-api/page': home });
  recordingLoader();
  renderRoute('/de');
  expect(await screen.findByRole('heading', { name: 'Willkommen beim Festival' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zum Inhalt springen' })).toHaveAttribute('href', '#main-content');
  expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  const menu = screen.getByRole('navigation', { name: 'Hauptmenü' });
  expect(within(menu).getByRole('link', { name: 'Programm' })).toHaveAttribute('href', '/de/programm');
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).getByRole('link', { name: 'AGB' })).toHaveAttribute('href', '/de/agb');
  expect(within(footer).getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/de/impressum');
  expect(within(footer).getByRole('link', { name: 'Datenschutz' })).toHaveAttribute('href', '/de/datenschutz');
  expect(await within(footer).findByText('Fußzeile oben')).toBeInTheDocument();
  const english = screen.getByRole('link', { name: 'English' });
  expect(english).toHaveAttribute('hreflang', 'en');
  expect(english).toHaveAttribute('lang', 'en');
  expect(english).toHaveAttribute('href', '/en');
  expect(await screen.findByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/de/user/login');
  expect(document.documentElement.lang).toBe('de');
});

test("a CMS page's switch goes to its own url in the other language and remembers the choice", async () => {
  siteApi({
    '/de/pageeditor-api/page/ueber-uns': cmsPage({ title: 'Über uns', urls: { de: '/de/ueber-uns', en: '/en/about-us' } }),
    '/en/pageeditor-api/page/about-us': cmsPage({ title: 'About us', urls: { de: '/de/ueber-uns', en: '/en/about-us' } }),
  });
  recordingLoader();
  renderRoute('/de/ueber-uns');
  expect(await screen.findByRole('heading', { level: 1, name: 'Über uns' })).toBeInTheDocument();
  const english = screen.getByRole('link', { name: 'English' });
  await waitFor(() => expect(english).toHaveAttribute('href', '/en/about-us'));
  await userEvent.click(english);
  expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
  expect(readCookie('locale')).toBe('en');
  expect(document.documentElement.lang).toBe('en');
  expect(screen.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('hreflang', 'de');
});

test('a page the api does not know shows the 404 page with a way home', async () => {
  siteApi();
  recordingLoader();
  renderRoute('/de/gibt-es-nicht');
  expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
  expect(screen.getByText('Ein unbekannter Fehler ist aufgetreten.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de');
});

test('a route of a remote mounts its parcel with the typed parcel props', async () => {
  siteApi();
  const { mounted } = recordingLoader();
  renderRoute('/de/programm/lesung/12?room=3');
  expect(await screen.findByText('parcel mf_programme/event-detail')).toBeInTheDocument();
  const detail = mounted.find((entry) => entry.id === 'mf_programme/event-detail');
  expect(detail?.props).toMatchObject({ locale: 'de', routeName: 'events-slug-id', params: { slug: 'lesung', id: '12' }, query: { room: '3' }, user: null });
  expect(typeof detail?.props.navigate).toBe('function');
  // The header's cart is the shell's own: the shop loads only where a page sells tickets.
  expect(screen.getByRole('banner')).toContainElement(screen.getByRole('link', { name: 'Warenkorb, 0 Karten' }));
  expect(mounted.map((entry) => entry.id)).toEqual(['mf_programme/event-detail']);
});

test('a remote that cannot load shows the fallback in its slot only', async () => {
  siteApi();
  const { registerRemoteLoader } = await import('@festival/shared/remotes/remote-registry');
  registerRemoteLoader(() => Promise.reject(new Error('manifest missing')));
  renderRoute('/en/programme');
  const main = screen.getByRole('main');
  expect(await within(main).findByText('This section could not be loaded right now.')).toBeInTheDocument();
  expect(within(main).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('en');
});

test('webshop paths use the webshop layout with the shop parcel', async () => {
  siteApi();
  const { loader } = recordingLoader();
  renderRoute('/webshop/cart');
  expect(await screen.findByText('parcel mf_shop/webshop-page')).toBeInTheDocument();
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  expect(loader).toHaveBeenCalledWith('mf_shop/webshop-page');
});

test('the webshop keeps the language of the page the visitor came from, not the browser\'s', async () => {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US', 'en']);
  siteApi({ '/de/pageeditor-api/page/ueber-uns': cmsPage({ title: 'Über uns', urls: { de: '/de/ueber-uns', en: '/en/about-us' } }) });
  const { mounted } = recordingLoader();
  const page = renderRoute('/de/ueber-uns');
  expect(await screen.findByRole('heading', { level: 1, name: 'Über uns' })).toBeInTheDocument();
  page.unmount();
  renderRoute('/webshop/cart');
  expect(await screen.findByText('parcel mf_shop/webshop-page')).toBeInTheDocument();
  expect(mounted.find((entry) => entry.id === 'mf_shop/webshop-page')?.props.locale).toBe('de');
  expect(document.documentElement.lang).toBe('de');
});

test('the CMS hub loads nothing of the editor remote for an anonymous visitor', async () => {
  siteApi();
  const { loader } = recordingLoader();
  renderRoute('/cms-hub/pages');
  expect(await screen.findByText('This area is for logged-in editors only.')).toBeInTheDocument();
  expect(loader.mock.calls.map(([id]) => id).filter((id) => id.startsWith('mf_editor'))).toEqual([]);
});

test('an editor gets the CMS hub in the dashboard layout', async () => {
  document.cookie = 'locale=de; path=/';
  siteApi({
    '/de/api/user-details/': { has_dashboard_online_access: true, is_logged_in: true, is_editor: true, username: 'red', email: 'r@example.org', first_name: 'Rita', last_name: 'Red', login_url: '/de/user/login', logout_url: '/de/user/logout', webshop_url: '/webshop' },
    '/de/pageeditor-api/user': { email: 'r@example.org', username: 'red', admin_menus: [] },
  });
  const { loader } = recordingLoader();
  renderRoute('/cms-hub/pages');
  expect(await screen.findByText('parcel mf_editor/cms-hub')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zur Website' })).toBeInTheDocument();
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  expect(loader).toHaveBeenCalledWith('mf_editor/cms-hub');
});

test('a path without a language goes to the same path in the remembered language', async () => {
  document.cookie = 'locale=de; path=/';
  siteApi({ '/de/pageeditor-api/page': home });
  recordingLoader();
  renderRoute('/');
  expect(await screen.findByRole('heading', { name: 'Willkommen beim Festival' })).toBeInTheDocument();
});

test.each([
  ['a CMS page', '/de'],
  ['the 404 page', '/nirgendwo'],
  ['the webshop', '/webshop/calendar'],
  ['the dashboard', '/dashboard'],
])('%s lets go of forms sent before it hydrated', async (_name, path) => {
  const release = jest.fn();
  window.__releaseEarlySubmits = release;
  try {
    siteApi({ '/de/pageeditor-api/page': home });
    recordingLoader();
    renderRoute(path);
    await waitFor(() => expect(release).toHaveBeenCalled());
  } finally {
    delete window.__releaseEarlySubmits;
  }
});
