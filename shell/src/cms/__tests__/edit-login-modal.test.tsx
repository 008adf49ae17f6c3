import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anonymous, cmsPage, recordingLoader, renderRoute, resetStores, siteApi } from '../../testing/render-route';

const page = { '/de/pageeditor-api/page/ueber-uns': cmsPage({ title: 'Über uns', urls: { de: '/de/ueber-uns', en: '/en/about-us' } }) };

beforeEach(() => {
  resetStores();
  recordingLoader();
  window.scrollTo = jest.fn();
});

test('asked to edit without an editor session, the page offers the login that leads back to editing', async () => {
  siteApi(page);
  renderRoute('/de/ueber-uns?edit');
  const dialog = await screen.findByRole('alertdialog', { name: 'Zum Bearbeiten anmelden' });
  const login = within(dialog).getByRole('link', { name: 'Anmelden' });
  expect(login).toHaveAttribute('href', `/de/user/login?next=${encodeURIComponent('/de/ueber-uns?edit')}`);
  await waitFor(() => expect(login).toHaveFocus());

  await userEvent.click(within(dialog).getByRole('button', { name: 'Seite ohne Bearbeiten ansehen' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(screen.getByRole('heading', { level: 1, name: 'Über uns' })).toBeInTheDocument();
});

test('a signed-in visitor who is no editor gets the modal too; without edit nobody does', async () => {
  siteApi({
    ...page,
    '/de/api/user-details/': { ...anonymous, is_logged_in: true, email: 'ada@example.org', first_name: 'Ada', last_name: 'Lovelace' },
  });
  renderRoute('/de/ueber-uns?edit');
  expect(await screen.findByRole('alertdialog', { name: 'Zum Bearbeiten anmelden' })).toBeInTheDocument();
});

test('a page without edit shows no modal', async () => {
  siteApi(page);
  renderRoute('/de/ueber-uns');
  await screen.findByRole('heading', { level: 1, name: 'Über uns' });
  expect(screen.queryByRole('alertdialog')).toBeNull();
});

test('an editor asked to edit gets no modal', async () => {
  siteApi({
    ...page,
    '/de/api/user-details/': { ...anonymous, is_logged_in: true, is_editor: true, email: 'e@example.org' },
    '/de/pageeditor-api/user': { email: 'e@example.org', username: 'e', admin_menus: [] },
  });
  renderRoute('/de/ueber-uns?edit');
  await screen.findByRole('heading', { level: 1, name: 'Über uns' });
  expect(screen.queryByRole('alertdialog')).toBeNull();
});
