import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Page } from '@festival/shared/api-schemas/content';
import { AppProvider } from '@festival/shared/ui/app-context';
import '../../../i18n/page-editor-resources';
import { PageEditor } from '../components/page-editor';
import { fakeEditorApi } from '../../../testing/fake-editor-api';

const section = {
  id: 12, slug: 'section-12', model: 'Section', image: null, image_obj: null, image_thumbnails: null, extra_class: '', preset: '50-50',
  background: 'none', decoration: 'none',
  columns: [{ index: 0, classes: '', children: [] }, { index: 1, classes: '', children: [] }],
};
const page = {
  id: 1, urls: { de: '/de/ueber-uns', en: '/en/about-us' }, content_type: 'page', title: 'Über uns', headline: 'Über uns',
  is_online: true, is_clickable: true, in_menu: true, in_footer: false, parent: null, ancestors: [], is_landing_page: false,
  meta_title: '', meta_description: '', og_title: '', og_description: '', og_image: null, og_type: 'website', og_image_thumbs: null,
  siblings: [], version_id: null, revision: 3, modules: [section],
} as unknown as Page;
const uploaded = {
  id: 3, image: '/media/upload-0123456789abcdef0123456789abcdef.png',
  image_obj: { url: '/media/upload-0123456789abcdef0123456789abcdef.png', alt: 'Lesung im Hof', copyright: '© Festival', width: 1, height: 1 },
  image_thumbnails: { small: 'a', medium: 'b', large: 'c' },
};
const PAGE = 'GET /de/pageeditor-api/page/ueber-uns';
const photo = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'hof.png', { type: 'image/png' });

function renderEditor() {
  const props = { locale: 'de' as const, routeName: null, params: {}, query: { edit: '1' }, navigate: jest.fn(), user: null, data: { path: 'ueber-uns' } };
  return render(
    <AppProvider locale="de" navigate={props.navigate}>
      <PageEditor {...props} />
    </AppProvider>,
  );
}

async function addModule(model: string) {
  const column = await screen.findByRole('group', { name: 'Modul hinzufügen: Abschnitt 1, Spalte 2' });
  await userEvent.selectOptions(within(column).getByLabelText('Modultyp'), model);
  await userEvent.click(within(column).getByRole('button', { name: 'Modul hinzufügen' }));
}

beforeEach(() => {
  document.cookie = 'csrftoken=token-1; path=/';
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test("an Image module's picture is uploaded in its form and saved with its alt text and copyright", async () => {
  const api = fakeEditorApi({
    [PAGE]: { status: 200, body: page },
    'POST /de/api/media/images/': { status: 201, body: uploaded },
    'POST /de/pageeditor-api/image/': { status: 201, body: { module: section, revision: 4, version_id: 90 } },
  });
  renderEditor();
  await addModule('Image');
  // the picture is one field: no plain path input, alt text and copyright beside the file
  expect(await screen.findByRole('group', { name: 'Bild *' })).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Bild' })).not.toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: 'Speichern' }));
  const fileInput = screen.getByLabelText('Bilddatei');
  await waitFor(() => expect(fileInput).toHaveAttribute('aria-invalid', 'true'));
  expect(document.getElementById(fileInput.getAttribute('aria-describedby')!.split(' ')[1]!)).toHaveTextContent('Dieses Feld ist erforderlich!');
  expect(api.writes()).toEqual([]);

  await userEvent.upload(fileInput, photo());
  await userEvent.type(screen.getByLabelText(/Alternativtext/), 'Lesung im Hof');
  await userEvent.type(screen.getByLabelText('Copyright'), '© Festival');
  await userEvent.click(screen.getByRole('button', { name: 'Bild hochladen' }));
  expect(await screen.findByText('Bild hochgeladen.')).toBeInTheDocument();
  const upload = api.writes()[0]!;
  expect(upload.url).toBe('/de/api/media/images/');

  await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(api.writes()).toHaveLength(2));
  expect(api.writes()[1]).toMatchObject({
    method: 'POST',
    url: '/de/pageeditor-api/image/',
    body: { image: uploaded.image, image_alt: 'Lesung im Hof', image_copyright: '© Festival', parent: { type: 'column', id: 12, column: 1 } },
  });
});

test("a list item's picture is its own image field, its missing alt text shown there by the shared rules", async () => {
  const api = fakeEditorApi({ [PAGE]: { status: 200, body: page }, 'POST /de/api/media/images/': { status: 201, body: { ...uploaded, image_obj: { ...uploaded.image_obj, alt: '' } } } });
  renderEditor();
  await addModule('ImageList');
  await userEvent.click(await screen.findByRole('button', { name: 'Eintrag hinzufügen' }));
  const item = screen.getByRole('group', { name: 'Eintrag 1' });
  await userEvent.upload(within(item).getByLabelText('Bilddatei'), photo());
  await userEvent.click(within(item).getByRole('button', { name: 'Bild hochladen' }));
  expect(await within(item).findByText('Bild hochgeladen.')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  const alt = within(item).getByLabelText(/Alternativtext/);
  await waitFor(() => expect(alt).toHaveAttribute('aria-invalid', 'true'));
  expect(within(item).getByRole('alert')).toHaveTextContent('Bitte einen Alternativtext für das Bild angeben.');
  expect(api.writes().map((call) => call.url)).toEqual(['/de/api/media/images/']);
});

test("the api's 400 on a picture's copyright is shown at the copyright input", async () => {
  fakeEditorApi({
    [PAGE]: { status: 200, body: page },
    'POST /de/api/media/images/': { status: 201, body: uploaded },
    'POST /de/pageeditor-api/image/': {
      status: 400,
      body: { detail: 'image_copyright: Höchstens 300 Zeichen.', field: 'image_copyright', errors: [{ field: 'image_copyright', message: 'tooLong' }] },
    },
  });
  renderEditor();
  await addModule('Image');
  await userEvent.upload(await screen.findByLabelText('Bilddatei'), photo());
  await userEvent.type(screen.getByLabelText(/Alternativtext/), 'Lesung im Hof');
  await userEvent.click(screen.getByRole('button', { name: 'Bild hochladen' }));
  expect(await screen.findByText('Bild hochgeladen.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  const copyright = screen.getByLabelText('Copyright');
  await waitFor(() => expect(copyright).toHaveAttribute('aria-invalid', 'true'));
  expect(document.getElementById(copyright.getAttribute('aria-describedby')!)).toHaveTextContent('Höchstens 300 Zeichen.');
});
