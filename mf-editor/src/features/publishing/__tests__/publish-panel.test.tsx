import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PagePublication } from '@festival/shared/api-schemas/page-publication';
import { useCmsPageStore } from '@festival/shared/stores/cms-page-store';
import { mockFetch } from '@festival/shared/testing/mock-fetch';
import '../../../i18n/editor-resources';
import { PublishPanel } from '../components/publish-panel';

const page = (publication: PagePublication | null) => ({ pathname: '/de/festival/ueber-uns', id: 4, revision: 7, is_online: true, version_id: null, publication });
const draft: PagePublication = { state: 'draft', published_at: '2026-12-01T10:00:00.000Z', publish_at: null };

beforeEach(() => {
  document.cookie = 'csrftoken=tok; path=/';
  window.history.replaceState(null, '', '/de/festival/ueber-uns?edit=1');
});

test('the toolbar says where the page stands, and offers the preview while there is a draft', () => {
  useCmsPageStore.setState({ page: page(draft), reload: jest.fn() });
  const { rerender } = render(<PublishPanel locale="de" query={{ edit: '1' }} />);
  expect(screen.getByRole('status')).toHaveTextContent('Entwurf mit Änderungen');
  expect(screen.getByRole('link', { name: 'Vorschau' })).toHaveAttribute('href', '/de/festival/ueber-uns?preview=1');
  useCmsPageStore.setState({ page: page({ state: 'scheduled', published_at: null, publish_at: '2026-12-12T17:00:00.000Z' }) });
  rerender(<PublishPanel locale="de" query={{ preview: '1' }} />);
  expect(screen.getByRole('status')).toHaveTextContent('Geplant für Sa., 12. Dezember 2026, 18:00 Uhr');
  expect(screen.getByRole('link', { name: 'Vorschau beenden' })).toHaveAttribute('href', '/de/festival/ueber-uns?edit=1');
  useCmsPageStore.setState({ page: page({ state: 'published', published_at: null, publish_at: null }) });
  rerender(<PublishPanel locale="de" query={{}} />);
  expect(screen.getByRole('status')).toHaveTextContent('Veröffentlicht');
  expect(screen.queryByRole('link', { name: 'Vorschau' })).toBeNull();
});

test('a visitor\'s page or a stored version shows no publishing', () => {
  useCmsPageStore.setState({ page: page(null), reload: null });
  const { container } = render(<PublishPanel locale="de" query={{}} />);
  expect(container).toBeEmptyDOMElement();
});

test('publishing at a Berlin time sends it as an instant, and the toolbar and page follow', async () => {
  const reload = jest.fn();
  useCmsPageStore.setState({ page: page(draft), reload });
  const fetch = mockFetch({ '/de/pageeditor-api/publish/4/': { state: 'scheduled', published_at: draft.published_at, publish_at: '2030-06-12T17:30:00.000Z' } });
  render(<PublishPanel locale="de" query={{ edit: '1' }} />);
  await userEvent.click(screen.getByRole('button', { name: 'Veröffentlichen …' }));
  const dialog = await screen.findByRole('dialog', { name: 'Seite veröffentlichen' });
  await userEvent.click(await within(dialog).findByRole('radio', { name: 'Zu einem Zeitpunkt' }));
  await userEvent.type(within(dialog).getByLabelText('Datum und Uhrzeit (Zeit in Berlin)'), '2030-06-12T19:30');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Veröffentlichung planen' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const [, init] = fetch.mock.calls.find(([url]) => String(url) === '/de/pageeditor-api/publish/4/') as unknown as [string, RequestInit];
  expect(JSON.parse(String(init.body))).toEqual({ revision: 7, at: '2030-06-12T17:30:00.000Z' });
  expect(useCmsPageStore.getState().page?.publication?.state).toBe('scheduled');
  expect(reload).toHaveBeenCalled();
});

test('a time the server finds past is refused with the reason, and nothing changes; dropping the draft asks first', async () => {
  useCmsPageStore.setState({ page: page(draft), reload: jest.fn() });
  const fetch = mockFetch({
    '/de/pageeditor-api/publish/4/': { status: 400, body: { detail: 'at: Bitte ein gültiges Datum angeben.', field: 'at', errors: [{ field: 'at', message: 'date' }] } },
    '/de/pageeditor-api/publish/4/?revision=7': { revision: 8, version_id: 3, publication: { state: 'published', published_at: draft.published_at, publish_at: null } },
  });
  render(<PublishPanel locale="de" query={{ edit: '1' }} />);
  await userEvent.click(screen.getByRole('button', { name: 'Veröffentlichen …' }));
  const dialog = await screen.findByRole('dialog', { name: 'Seite veröffentlichen' });
  await userEvent.click(await within(dialog).findByRole('radio', { name: 'Zu einem Zeitpunkt' }));
  await userEvent.type(within(dialog).getByLabelText('Datum und Uhrzeit (Zeit in Berlin)'), '2020-01-01T10:00');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Veröffentlichung planen' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Bitte einen Zeitpunkt in der Zukunft wählen.');
  expect(useCmsPageStore.getState().page?.publication).toEqual(draft);

  await userEvent.click(within(dialog).getByRole('button', { name: 'Änderungen verwerfen' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Ja, verwerfen' }));
  await waitFor(() => expect(useCmsPageStore.getState().page).toMatchObject({ revision: 8, publication: { state: 'published' } }));
  expect((fetch.mock.calls.find(([url]) => String(url).includes('?revision=7')) as unknown as [string, RequestInit])[1].method).toBe('DELETE');
});
