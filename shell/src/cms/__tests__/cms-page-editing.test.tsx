import { screen, waitFor } from '@testing-library/react';
import { cmsPage, recordingLoader, renderRoute, resetStores, siteApi } from '../../testing/render-route';

const page = cmsPage({
  title: 'Über uns',
  urls: { de: '/de/ueber-uns', en: '/en/about-us' },
  modules: [{ slug: 'h', model: 'Headline', headline_level: 2, preline: '', content: 'Wer wir sind', subline: '', anchor: '' }],
});
const editor = {
  '/de/api/user-details/': { has_dashboard_online_access: true, is_logged_in: true, is_editor: true, username: 'red', email: 'r@example.org', first_name: 'Rita', last_name: 'Red', login_url: '/de/user/login', logout_url: '/de/user/logout', webshop_url: '/webshop' },
  '/de/pageeditor-api/user': { email: 'r@example.org', username: 'red', admin_menus: [] },
};

beforeEach(() => {
  resetStores();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.scrollTo = jest.fn();
});
afterEach(() => jest.restoreAllMocks());

const editorLoads = (loader: jest.Mock) => loader.mock.calls.map(([id]) => String(id)).filter((id) => id.startsWith('mf_editor'));

test('an editor with ?edit gets the page editor in place of the modules', async () => {
  siteApi({ '/de/pageeditor-api/page/ueber-uns': page, ...editor });
  const { loader } = recordingLoader();
  renderRoute('/de/ueber-uns?edit=1');
  expect(await screen.findByText('parcel mf_editor/page-editor')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Wer wir sind' })).not.toBeInTheDocument();
  await waitFor(() => expect(loader).toHaveBeenCalledWith('mf_editor/editor-toolbar'));
});

test('an editor without ?edit sees the page, and the page editor is not loaded', async () => {
  siteApi({ '/de/pageeditor-api/page/ueber-uns': page, ...editor });
  const { loader } = recordingLoader();
  renderRoute('/de/ueber-uns');
  await waitFor(() => expect(loader).toHaveBeenCalledWith('mf_editor/editor-toolbar'));
  expect(screen.getByRole('heading', { name: 'Wer wir sind' })).toBeInTheDocument();
  expect(editorLoads(loader)).toEqual(['mf_editor/editor-toolbar']);
});

test('a visitor with ?edit sees the page and loads nothing of the editor', async () => {
  siteApi({ '/de/pageeditor-api/page/ueber-uns': page });
  const { loader } = recordingLoader();
  renderRoute('/de/ueber-uns?edit=1');
  expect(await screen.findByRole('heading', { name: 'Wer wir sind' })).toBeInTheDocument();
  // Once the user check has answered, the visitor is offered the login instead of the editor.
  expect(await screen.findByRole('alertdialog', { name: 'Zum Bearbeiten anmelden' })).toBeInTheDocument();
  expect(editorLoads(loader)).toEqual([]);
});
