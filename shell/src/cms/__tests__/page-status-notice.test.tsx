import { screen, waitFor } from '@testing-library/react';
import { useCmsPageStore } from '@festival/shared/stores/cms-page-store';
import { anonymous, cmsPage, recordingLoader, renderRoute, resetStores, siteApi } from '../../testing/render-route';

const editorSession = {
  '/de/api/user-details/': { ...anonymous, is_logged_in: true, is_editor: true, email: 'e@example.org' },
  '/de/pageeditor-api/user': { email: 'e@example.org', username: 'e', admin_menus: [] },
};

beforeEach(() => {
  resetStores();
  useCmsPageStore.setState({ page: null, reload: null });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.scrollTo = jest.fn();
});
afterEach(() => jest.restoreAllMocks());

test('an editor is told that the page is offline and that a stored version is shown, with the way back', async () => {
  siteApi({
    ...editorSession,
    '/de/pageeditor-api/page/archiv': { ...cmsPage({ id: 9, title: 'Archiv', urls: { de: '/de/archiv', en: '/en/archive' } }), is_online: false, version_id: 12, revision: 4 },
  });
  recordingLoader();
  renderRoute('/de/archiv?v=12');
  const notice = (await screen.findByText('Diese Seite ist offline: Nur die Redaktion sieht sie.')).parentElement!;
  expect(notice).toHaveAttribute('role', 'status');
  expect(notice).toHaveTextContent('Sie sehen die gespeicherte Version 12, nicht die aktuelle Seite.');
  expect(screen.getByRole('link', { name: 'Zur aktuellen Seite' })).toHaveAttribute('href', '/de/archiv');
  await waitFor(() => expect(useCmsPageStore.getState().page).toEqual({ pathname: '/de/archiv', id: 9, revision: 4, is_online: false, version_id: 12, publication: null }));
  expect(useCmsPageStore.getState().reload).toEqual(expect.any(Function));
});

test('an editor looking at a version in edit mode goes back to editing the page', async () => {
  siteApi({
    ...editorSession,
    '/de/pageeditor-api/page/archiv': { ...cmsPage({ id: 9, title: 'Archiv', urls: { de: '/de/archiv', en: '/en/archive' } }), version_id: 12, revision: 4 },
  });
  recordingLoader();
  renderRoute('/de/archiv?edit=1&v=12');
  expect(await screen.findByRole('link', { name: 'Zur aktuellen Seite' })).toHaveAttribute('href', '/de/archiv?edit=1');
  expect(screen.getByText(/gespeicherte Version 12/)).toBeInTheDocument();
});

test('the live, online page says nothing of the kind', async () => {
  siteApi({ '/de/pageeditor-api/page/ueber-uns': cmsPage({ title: 'Über uns', urls: { de: '/de/ueber-uns', en: '/en/about-us' } }) });
  recordingLoader();
  renderRoute('/de/ueber-uns');
  await screen.findByRole('heading', { level: 1, name: 'Über uns' });
  expect(screen.queryByText(/offline: Nur die Redaktion/)).toBeNull();
  expect(screen.queryByText(/gespeicherte Version/)).toBeNull();
});

test('an editor\'s preview shows the draft as visitors will see it, with the ways back to editing and to the published page', async () => {
  const publication = { state: 'draft', published_at: null, publish_at: null };
  siteApi({
    ...editorSession,
    '/de/pageeditor-api/page/ueber-uns': { ...cmsPage({ id: 5, title: 'Über uns', urls: { de: '/de/ueber-uns', en: '/en/about-us' } }), publication },
    '/de/pageeditor-api/page/ueber-uns?draft=1': { ...cmsPage({ id: 5, title: 'Über uns (neu)', urls: { de: '/de/ueber-uns', en: '/en/about-us' } }), publication },
  });
  recordingLoader();
  renderRoute('/de/ueber-uns?preview=1');
  await screen.findByRole('heading', { level: 1, name: 'Über uns (neu)' });
  expect(screen.getByText(/Vorschau des Entwurfs/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Weiter bearbeiten' })).toHaveAttribute('href', '/de/ueber-uns?edit');
  expect(screen.getByRole('link', { name: 'Veröffentlichte Fassung ansehen' })).toHaveAttribute('href', '/de/ueber-uns');
  expect(useCmsPageStore.getState().page?.publication).toEqual(publication);
});
