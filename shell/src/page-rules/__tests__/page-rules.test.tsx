import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@festival/shared/stores/session-store';
import { useErrorLayoutStore } from '../../errors/error-layout-store';
import { anonymous, cmsPage, recordingLoader, renderRoute, resetStores, settings, siteApi } from '../../testing/render-route';
import { redirectTarget, useRedirectsStore } from '../redirects-store';

const home = cmsPage({ title: 'Start', urls: { de: '/de', en: '/en' } });
const press = cmsPage({ id: 7, title: 'Presse und Medien', urls: { de: '/de/festival/presse', en: '/en/festival/press' } });

beforeEach(() => {
  resetStores();
  useRedirectsStore.setState({ byOldPath: null, status: 'idle' });
  useErrorLayoutStore.setState({ shown: 0 });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  window.scrollTo = jest.fn();
});
afterEach(() => jest.restoreAllMocks());

test('an in-app link to an old path of the redirects table lands on its new path', async () => {
  const fetch = siteApi({
    '/de/pageeditor-api/page': home,
    '/de/pageeditor-api/redirect': [{ old_path: '/de/presse', new_path: '/de/festival/presse' }],
    '/de/pageeditor-api/page/festival/presse': press,
  });
  recordingLoader();
  renderRoute('/de');
  await screen.findByRole('heading', { name: 'Start' });
  await waitFor(() => expect(useRedirectsStore.getState().status).toBe('ready'));
  await userEvent.click(screen.getByRole('link', { name: 'Presse' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Presse und Medien' })).toBeInTheDocument();
  expect(fetch.mock.calls.some(([url]) => String(url).startsWith('/de/pageeditor-api/page/presse'))).toBe(false);
  expect(fetch.mock.calls.some(([url]) => url === '/api/dashboard-error-log/')).toBe(false);
});

test('redirectTarget ignores a trailing slash and knows nothing before the list is loaded', () => {
  const list = new Map([['/de/presse', '/de/festival/presse']]);
  expect(redirectTarget(list, '/de/presse/')).toBe('/de/festival/presse');
  expect(redirectTarget(list, '/de/presse-2')).toBeNull();
  expect(redirectTarget(null, '/de/presse')).toBeNull();
});

test('with the site offline visitors get the 503 "Website offline" page in the error layout', async () => {
  siteApi({ '/pageeditor-api/settings': { ...settings, is_site_online: false }, '/de/pageeditor-api/page': home });
  recordingLoader();
  renderRoute('/de');
  expect(await screen.findByRole('heading', { name: /503\s*Website offline/ })).toBeInTheDocument();
  expect(screen.getByText('Die Website ist vorübergehend nicht erreichbar. Bitte versuchen Sie es später noch einmal.')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Start' })).not.toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
});

test('editors still see the site while it is offline', async () => {
  siteApi({
    '/pageeditor-api/settings': { ...settings, is_site_online: false },
    '/de/pageeditor-api/page': home,
    '/de/api/user-details/': { ...anonymous, is_logged_in: true, is_editor: true, email: 'e@example.org' },
    '/de/pageeditor-api/user': { email: 'e@example.org', username: 'e', admin_menus: [] },
  });
  recordingLoader();
  renderRoute('/de');
  expect(await screen.findByRole('heading', { name: 'Start' })).toBeInTheDocument();
  await waitFor(() => expect(useSessionStore.getState().editor).not.toBeNull());
  expect(screen.queryByText(/Website offline/)).not.toBeInTheDocument();
});

test('editors ask for the page version named by v, visitors do not', async () => {
  const fetch = siteApi({
    '/de/pageeditor-api/page/ueber-uns': cmsPage({ title: 'Über uns', urls: { de: '/de/ueber-uns', en: '/en/about-us' } }),
    '/de/api/user-details/': { ...anonymous, is_logged_in: true, is_editor: true, email: 'e@example.org' },
    '/de/pageeditor-api/user': { email: 'e@example.org', username: 'e', admin_menus: [] },
  });
  recordingLoader();
  renderRoute('/de/ueber-uns?v=4');
  await screen.findByRole('heading', { level: 1, name: 'Über uns' });
  await waitFor(() => expect(fetch.mock.calls.map(([url]) => url)).toContain('/de/pageeditor-api/page/ueber-uns?version_id=4'));
});

test('visitors never send v as a version', async () => {
  const fetch = siteApi({ '/de/pageeditor-api/page/ueber-uns': cmsPage({ title: 'Über uns', urls: { de: '/de/ueber-uns', en: '/en/about-us' } }) });
  recordingLoader();
  renderRoute('/de/ueber-uns?v=4');
  await screen.findByRole('heading', { level: 1, name: 'Über uns' });
  await waitFor(() => expect(useSessionStore.getState().status).toBe('ready'));
  expect(fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('version_id'))).toEqual([]);
});

describe('paths the route table writes otherwise', () => {
  // The visitor's language is German, so only the route table can send a path to English.
  beforeEach(() => {
    document.cookie = 'locale=de; path=/';
  });
  afterEach(() => {
    document.cookie = 'locale=; path=/; max-age=0';
  });

  test.each([
    ['/magazine', 'mf_magazine/magazine-page', { locale: 'en', routeName: 'magazine' }],
    ['/EN/programme', 'mf_programme/programme-page', { locale: 'en', routeName: 'events' }],
    ['/Magazine?page=2', 'mf_magazine/magazine-page', { locale: 'en', routeName: 'magazine', query: { page: '2' } }],
  ])('%s keeps its page: it goes to the route of that name', async (path, module, props) => {
    siteApi({ '/en/pageeditor-api/redirect': [], '/de/pageeditor-api/redirect': [] });
    const { mounted } = recordingLoader();
    renderRoute(path);
    expect(await screen.findByText(`parcel ${module}`)).toBeInTheDocument();
    expect(mounted.find((entry) => entry.id === module)?.props).toMatchObject(props);
    expect(document.documentElement.lang).toBe(props.locale);
  });

  test('a path that names nothing shows the 404 page in the visitor language, not the home page', async () => {
    document.cookie = 'locale=en; path=/';
    const fetch = siteApi({ '/en/pageeditor-api/redirect': [], '/en/pageeditor-api/page': cmsPage({ title: 'Home', urls: { de: '/de', en: '/en' } }) });
    recordingLoader();
    renderRoute('/foo/bar');
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
    expect(document.documentElement.lang).toBe('en');
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/pageeditor-api/page/'))).toBe(false);
  });
});
