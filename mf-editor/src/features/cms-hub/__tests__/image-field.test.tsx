import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@festival/shared/testing/mock-fetch';
import { renderHub, sentBody } from '../testing/render-hub';

const person = { id: 5, revision: 2, slug: 'amara-bauer', first_name: 'Amara', last_name: 'Bauer', bio_de: '', bio_en: '', image: null, is_online: true };

test('a new picture is uploaded through the media pipeline, previewed, and saved as the object\'s image', async () => {
  const fetch = mockFetch({
    '/api/admin/persons/5/': person,
    '/de/api/media/images/': { status: 201, body: { id: 3, image: '/media/portrait.jpg', image_obj: {}, image_thumbnails: {} } },
  });
  const user = userEvent.setup();
  renderHub('persons/5');
  expect(await screen.findByText('Kein Bild gewählt.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Bild hochladen' }));
  expect(screen.getByText('Bitte zuerst eine Bilddatei wählen.')).toBeInTheDocument();

  await user.upload(screen.getByLabelText(/^Neues Bild/), new File(['png'], 'portrait.png', { type: 'image/png' }));
  await user.type(screen.getByLabelText('Alternativtext des neuen Bildes'), 'Porträt im Garten');
  await user.click(screen.getByRole('button', { name: 'Bild hochladen' }));
  expect(await screen.findByRole('img', { name: 'Vorschau: Bild' })).toHaveAttribute('src', '/media/portrait.jpg?w=320');
  const upload = (fetch.mock.calls as unknown as [string, RequestInit][]).find(([url]) => url === '/de/api/media/images/');
  expect((upload?.[1].body as FormData).get('alt')).toBe('Porträt im Garten');

  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(sentBody(fetch, '/api/admin/persons/5/', 'PUT')).toMatchObject({ image: '/media/portrait.jpg', revision: 2 }));
});

test('a refused picture\'s message names the size limit', async () => {
  mockFetch({
    '/api/admin/persons/5/': person,
    '/de/api/media/images/': { status: 400, body: { detail: 'file', field: 'file', errors: [{ field: 'file', message: 'imageFile', values: { max: 10 } }] } },
  });
  const user = userEvent.setup();
  renderHub('persons/5');
  await user.upload(await screen.findByLabelText(/^Neues Bild/), new File(['png'], 'portrait.png', { type: 'image/png' }));
  await user.type(screen.getByLabelText('Alternativtext des neuen Bildes'), 'Porträt');
  await user.click(screen.getByRole('button', { name: 'Bild hochladen' }));
  expect(await screen.findByText('Bitte ein Bild (JPEG, PNG, WebP, GIF oder AVIF) bis 10 MB wählen.')).toBeInTheDocument();
});
