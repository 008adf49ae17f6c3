import { screen } from '@testing-library/react';
import { anonymous, recordingLoader, renderRoute, resetStores, siteApi } from '../../testing/render-route';

// The route's lazy pages, loaded before any test: findBy then waits for the page to render,
// not for jest to compile its modules.
beforeAll(() => Promise.all([
  import('../user-page'),
  import('../login-page'),
]));

beforeEach(() => {
  resetStores();
  recordingLoader();
  window.scrollTo = jest.fn();
});

test('an anonymous visitor of the profile is sent to the login URL', async () => {
  siteApi();
  renderRoute('/de/user/profile');
  expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
  expect(screen.getByLabelText('Passwort')).toHaveAttribute('type', 'password');
});

test('a logged-in visitor sees name and address, and the header shows the name', async () => {
  siteApi({
    '/en/api/user-details/': { ...anonymous, is_logged_in: true, username: 'ab', email: 'a@example.org', first_name: 'Ada', last_name: 'Byron', logout_url: '/en/user/logout' },
    '/en/pageeditor-api/user': { status: 403, body: { detail: 'You do not have permission to edit pages.' } },
  });
  renderRoute('/en/user/profile');
  expect(await screen.findByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
  expect(screen.getByText('a@example.org')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'My account: Ada Byron' })).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getAllByRole('link', { name: 'Log out' })[0]).toHaveAttribute('href', '/en/user/logout');
});
