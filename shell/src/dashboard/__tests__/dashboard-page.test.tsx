import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anonymous, recordingLoader, renderRoute, resetStores, siteApi } from '../../testing/render-route';

// The route's lazy pages, loaded before any test: findBy then waits for the page to render,
// not for jest to compile its modules.
beforeAll(() => Promise.all([
  import('../dashboard-page'),
  import('../../user/login-page'),
]));

const staff = { ...anonymous, is_logged_in: true, is_editor: true, has_dashboard_online_access: true, username: 'ida', email: 'ida@example.org', first_name: 'Ida', last_name: 'Pfeiffer' };
const reader = { ...staff, is_editor: false, has_dashboard_online_access: false, first_name: 'Lea', last_name: 'Leser' };
const editorUser = { email: 'ida@example.org', username: 'ida', admin_menus: [] };
const logPage = (page: number) => ({
  count: 21,
  next: page === 1 ? '/de/api/dashboard-error-log/?page=2' : null,
  previous: page === 2 ? '/de/api/dashboard-error-log/?page=1' : null,
  results: page === 1
    ? [{ url: '/de/alt', count: 3, last_seen: '2026-11-20T10:05:00.000Z' }]
    : [{ url: '/de/weg', count: 1, last_seen: '2026-11-19T08:00:00.000Z' }],
});

beforeEach(() => {
  resetStores();
  window.scrollTo = jest.fn();
  document.cookie = 'locale=de; path=/';
  recordingLoader();
});

test('a visitor who is not signed in is sent to the login page', async () => {
  const fetch = siteApi();
  renderRoute('/cms-hub/dashboard');
  expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
  expect(fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('dashboard-error-log'))).toEqual([]);
});

test('a signed-in account without dashboard access is told so and asks for nothing', async () => {
  const fetch = siteApi({ '/de/api/user-details/': reader });
  renderRoute('/cms-hub/dashboard');
  expect(await screen.findByRole('alert')).toHaveTextContent('Sie haben keinen Zugang zum Dashboard.');
  expect(fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('dashboard-error-log'))).toEqual([]);
});

test('staff see the error log in the dashboard layout: compact header, no footer or sticky navigation', async () => {
  const user = userEvent.setup();
  siteApi({
    '/de/api/user-details/': staff,
    '/de/pageeditor-api/user': editorUser,
    '/de/api/dashboard-error-log/': logPage(1),
    '/de/api/dashboard-error-log/?page=2': logPage(2),
  });
  renderRoute('/cms-hub/dashboard');
  const table = await screen.findByRole('table');
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent('/de/alt3Fr., 20. November 2026, 11:05 Uhr');
  expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.getByText('21 Adressen')).toBeInTheDocument();

  const banner = screen.getByRole('banner');
  expect(banner).toHaveTextContent('Angemeldet als Ida Pfeiffer');
  expect(within(banner).getByRole('link', { name: 'Abmelden' })).toHaveAttribute('href', '/de/user/logout');
  expect(within(banner).getByRole('link', { name: 'Zur Website' })).toHaveAttribute('href', '/de');
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Schnellzugriff' })).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Hauptmenü' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('link', { name: 'Nächste Seite' }));
  expect(await screen.findByText('/de/weg')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Vorherige Seite' })).toHaveAttribute('href', '/cms-hub/dashboard?page=1');
});

test('a failing error-log call offers to try again', async () => {
  const user = userEvent.setup();
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const fetch = siteApi({ '/de/api/user-details/': staff, '/de/pageeditor-api/user': editorUser, '/de/api/dashboard-error-log/': { status: 500, body: { detail: 'x' } } });
  renderRoute('/cms-hub/dashboard');
  await user.click(await screen.findByRole('button', { name: 'Erneut versuchen' }));
  await waitFor(() => expect(fetch.mock.calls.filter(([url]) => String(url).includes('dashboard-error-log'))).toHaveLength(2));
  error.mockRestore();
});
