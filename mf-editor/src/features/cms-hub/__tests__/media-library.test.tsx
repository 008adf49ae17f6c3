import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@festival/shared/testing/mock-fetch';
import { fakeEditorApi } from '../../../testing/fake-editor-api';
import { renderHub } from '../testing/render-hub';

const picture = (id: number, alt: string) => ({
  id, name: `upload-${String(id).repeat(32).slice(0, 32)}`, image: `/media/upload-${String(id).repeat(32).slice(0, 32)}.jpg`,
  image_obj: { url: `/media/upload-${String(id).repeat(32).slice(0, 32)}.jpg`, alt, copyright: '© Festival' },
  image_thumbnails: null, size: 204_800, focal_x: 0.5, focal_y: 0.5, created_at: '2026-12-01T10:00:00.000Z',
});
const page = (results: unknown[], count = results.length, next: string | null = null) => ({ count, next, previous: null, results });

test('the hub lists the library\'s pictures, each linked to its page; the search goes into the address', async () => {
  mockFetch({ '/de/api/media/images/': page([picture(3, 'Lesung im Hof'), picture(4, 'Bühne')], 30, '/de/api/media/images/?page=2') });
  const user = userEvent.setup();
  const { navigate } = renderHub('media');
  expect(await screen.findByText('30 Bilder')).toHaveAttribute('role', 'status');
  expect(screen.getByRole('link', { name: 'Lesung im Hof' })).toHaveAttribute('href', '/cms-hub/media/3');
  expect(screen.getByRole('link', { name: 'Nächste Seite' })).toHaveAttribute('href', '/cms-hub/media?page=2');
  expect(screen.getByRole('link', { name: 'Mediathek' })).toHaveAttribute('aria-current', 'page');
  await user.type(screen.getByRole('searchbox', { name: 'Bilder suchen' }), 'Hof{Enter}');
  expect(navigate).toHaveBeenCalledWith('/cms-hub/media?q=Hof');
});

test('a picture\'s page saves its texts, names where it is used, and a refused delete names the uses', async () => {
  const used = { ...picture(3, 'Lesung im Hof'), uses: [{ kind: 'page', id: 4, title: 'Über uns' }, { kind: 'container', id: 2, title: 'Partner' }] };
  const api = fakeEditorApi({
    'GET /de/api/media/images/3/': { status: 200, body: used },
    'PATCH /de/api/media/images/3/': { status: 200, body: picture(3, 'Lesung im Innenhof') },
    'DELETE /de/api/media/images/3/': { status: 409, body: { detail: 'in use', uses: used.uses } },
  });
  const user = userEvent.setup();
  renderHub('media/3');
  expect(await screen.findByRole('heading', { name: 'Lesung im Hof' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Seite: Über uns' })).toHaveAttribute('href', '/cms-hub/pages/4');
  expect(screen.getByText('Container: Partner')).toBeInTheDocument();
  expect(await screen.findByRole('slider', { name: /Waagerecht/ })).toHaveValue('50');
  // the focal point comes with the picture: the library is not searched for it again
  expect(api.calls.filter((call) => call.url.startsWith('/de/api/media/images/?'))).toEqual([]);

  const alt = screen.getByLabelText('Alternativtext *');
  await user.clear(alt);
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Dieses Feld ist erforderlich!');
  await user.type(alt, 'Lesung im Innenhof');
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByText('Gespeichert.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Lesung im Innenhof' })).toBeInTheDocument();
  expect(api.writes()).toEqual([expect.objectContaining({ method: 'PATCH', body: { alt: 'Lesung im Innenhof', copyright: '© Festival' } })]);

  await user.click(screen.getByRole('button', { name: 'Löschen' }));
  await user.click(screen.getByRole('button', { name: 'Endgültig löschen' }));
  const refused = await screen.findByRole('alert');
  expect(refused).toHaveTextContent('Nicht gelöscht: Das Bild wird noch verwendet in');
  expect(within(refused).getByRole('link', { name: 'Seite: Über uns' })).toBeInTheDocument();
});

test('an unused picture is deleted and the hub goes back to the library', async () => {
  fakeEditorApi({
    'GET /de/api/media/images/4/': { status: 200, body: { ...picture(4, 'Bühne'), uses: [] } },
    'DELETE /de/api/media/images/4/': { status: 204 },
  });
  const user = userEvent.setup();
  const { navigate } = renderHub('media/4');
  expect(await screen.findByText('Nirgends verwendet: Das Bild kann gelöscht werden.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Löschen' }));
  await user.click(screen.getByRole('button', { name: 'Endgültig löschen' }));
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/cms-hub/media'));
});
