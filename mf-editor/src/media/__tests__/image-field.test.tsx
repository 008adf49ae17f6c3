import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@festival/shared/testing/mock-fetch';
import { ImageField, type ImageValue } from '../components/image-field';

const uploaded = {
  id: 3, image: '/media/upload-0123456789abcdef0123456789abcdef.jpg',
  image_obj: { url: '/media/upload-0123456789abcdef0123456789abcdef.jpg', alt: 'Lesung im Hof', copyright: '© Festival', width: 1600, height: 1000 },
  image_thumbnails: { small: 'a', medium: 'b', large: 'c' },
};

function Form({ initial, onValue }: { initial: ImageValue; onValue: (value: ImageValue) => void }) {
  const [value, setValue] = useState(initial);
  return <ImageField label="Bild" required locale="de" value={value} onChange={(next) => { setValue(next); onValue(next); }} />;
}

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
  document.cookie = 'csrftoken=tok; path=/';
});

const photo = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'hof.png', { type: 'image/png' });

test('a chosen file is previewed and uploaded with its alt text and copyright; the module value follows the answer', async () => {
  const fetch = mockFetch({ '/de/api/media/images/': { status: 201, body: uploaded } });
  const onValue = jest.fn();
  render(<Form initial={{ image: null, image_alt: '', image_copyright: '' }} onValue={onValue} />);
  expect(screen.getByText('Noch kein Bild gewählt.')).toBeInTheDocument();

  await userEvent.upload(screen.getByLabelText('Bilddatei'), photo());
  expect(screen.getByRole('img')).toHaveAttribute('src', 'blob:preview');
  expect(screen.getByLabelText(/Alternativtext/)).toBeRequired();
  await userEvent.type(screen.getByLabelText(/Alternativtext/), 'Lesung im Hof');
  await userEvent.type(screen.getByLabelText('Copyright'), '© Festival');
  await userEvent.click(screen.getByRole('button', { name: 'Bild hochladen' }));

  await waitFor(() => expect(onValue).toHaveBeenLastCalledWith({ image: uploaded.image, image_alt: 'Lesung im Hof', image_copyright: '© Festival' }));
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('/de/api/media/images/');
  const body = init.body as FormData;
  expect([body.get('alt'), body.get('copyright'), (body.get('file') as File).name]).toEqual(['Lesung im Hof', '© Festival', 'hof.png']);
  expect((init.headers as Record<string, string>)['X-CSRFToken']).toBe('tok');
  expect(screen.getByText('Bild hochgeladen.')).toHaveFocus();
  expect(screen.getByRole('img', { name: 'Lesung im Hof' })).toHaveAttribute('src', `${uploaded.image}?w=320`);
});

test('the api\'s field errors are shown at their inputs and announced', async () => {
  mockFetch({
    '/de/api/media/images/': { status: 400, body: { detail: 'alt: …', field: 'alt', errors: [{ field: 'alt', message: 'altRequired' }] } },
  });
  render(<Form initial={{ image: null, image_alt: '', image_copyright: '' }} onValue={jest.fn()} />);
  await userEvent.upload(screen.getByLabelText('Bilddatei'), photo());
  await userEvent.click(screen.getByRole('button', { name: 'Bild hochladen' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Bitte einen Alternativtext für das Bild angeben.');
  const alt = screen.getByLabelText(/Alternativtext/);
  expect(alt).toHaveAttribute('aria-invalid', 'true');
  expect(alt.getAttribute('aria-describedby')).toContain(alert.id);
  expect(screen.getByText('Das Bild konnte nicht hochgeladen werden.')).toHaveFocus();
});

test('uploading without a file asks for one; an image can be removed', async () => {
  const fetch = mockFetch({});
  const onValue = jest.fn();
  render(<Form initial={{ image: uploaded.image, image_alt: 'Hof', image_copyright: '' }} onValue={onValue} />);
  await userEvent.click(screen.getByRole('button', { name: 'Bild hochladen' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Bitte zuerst eine Bilddatei wählen.');
  // only the library is asked (for the picture's focal point), nothing is sent
  expect(fetch.mock.calls.filter((call) => (call as unknown as [string, RequestInit])[1].method !== 'GET')).toEqual([]);
  await userEvent.click(screen.getByRole('button', { name: 'Bild entfernen' }));
  expect(onValue).toHaveBeenLastCalledWith({ image: null, image_alt: '', image_copyright: '' });
});

test('a refused file names the size limit in its message and leaves no broken preview', async () => {
  mockFetch({
    '/de/api/media/images/': {
      status: 400,
      body: { detail: 'file: …', field: 'file', errors: [{ field: 'file', message: 'imageFile', values: { max: 10 } }] },
    },
  });
  render(<Form initial={{ image: null, image_alt: '', image_copyright: '' }} onValue={jest.fn()} />);
  await userEvent.upload(screen.getByLabelText('Bilddatei'), photo());
  await userEvent.type(screen.getByLabelText(/Alternativtext/), 'Hof');
  await userEvent.click(screen.getByRole('button', { name: 'Bild hochladen' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Bitte ein Bild (JPEG, PNG, WebP, GIF oder AVIF) bis 10 MB wählen.');
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(screen.getByText('Noch kein Bild gewählt.')).toBeInTheDocument();
});

const library = (focal = { x: 0.5, y: 0.5 }) => ({
  ...uploaded, name: 'upload-0123456789abcdef0123456789abcdef', size: 1000, focal_x: focal.x, focal_y: focal.y, created_at: '2026-12-01T10:00:00.000Z',
});

test('a picture from the media library is found by its alt text and chosen with its texts; the focal point is moved with its slider and saved', async () => {
  const other = { ...library(), id: 4, name: 'upload-ffffffffffffffffffffffffffffffff', image: '/media/upload-ffffffffffffffffffffffffffffffff.jpg', image_obj: { ...uploaded.image_obj, alt: 'Bühne' } };
  const fetch = mockFetch({
    '/de/api/media/images/': { count: 2, next: null, previous: null, results: [other, library()] },
    '/de/api/media/images/?q=Hof': { count: 1, next: null, previous: null, results: [library()] },
    '/de/api/media/images/?q=upload-0123456789abcdef0123456789abcdef': { count: 1, next: null, previous: null, results: [library({ x: 0.3, y: 0.5 })] },
    '/de/api/media/images/3/': { ...library({ x: 0.35, y: 0.5 }) },
  });
  const onValue = jest.fn();
  render(<Form initial={{ image: null, image_alt: '', image_copyright: '' }} onValue={onValue} />);
  await userEvent.click(screen.getByRole('button', { name: 'Aus der Mediathek wählen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Mediathek' });
  expect(await screen.findByText('2 Bilder')).toBeInTheDocument();
  await userEvent.type(screen.getByRole('searchbox', { name: 'Bilder suchen' }), 'Hof{Enter}');
  expect(await screen.findByText('Ein Bild')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Wählen: Lesung im Hof' }));
  expect(dialog).not.toBeInTheDocument();
  expect(onValue).toHaveBeenLastCalledWith({ image: uploaded.image, image_alt: 'Lesung im Hof', image_copyright: '© Festival' });
  expect(screen.getByText('Bild aus der Mediathek gewählt.')).toHaveFocus();

  const horizontal = await screen.findByRole('slider', { name: /Waagerecht/ });
  expect(horizontal).toHaveValue('30');
  // jsdom moves no range input by arrow keys (Chromium does, in the e2e suite)
  fireEvent.change(horizontal, { target: { value: '35' } });
  expect(horizontal).toHaveValue('35');
  await userEvent.click(screen.getByRole('button', { name: 'Fokuspunkt übernehmen' }));
  expect(await screen.findByText('Fokuspunkt gespeichert.')).toHaveFocus();
  const patch = fetch.mock.calls.find((call) => (call as unknown as [string, RequestInit])[1].method === 'PATCH') as unknown as [string, RequestInit];
  expect([patch[0], JSON.parse(String(patch[1].body))]).toEqual(['/de/api/media/images/3/', { focal_x: 0.35, focal_y: 0.5 }]);
});
