import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Page } from '@festival/shared/api-schemas/content';
import type { PageModule } from '@festival/shared/api-schemas/content-modules';
import { AppProvider } from '@festival/shared/ui/app-context';
import '../../../i18n/page-editor-resources';
import { PageEditor } from '../components/page-editor';
import { fakeEditorApi } from '../../../testing/fake-editor-api';

const headline = { id: 11, slug: 'headline-11', model: 'Headline', headline_level: 2, preline: '', content: 'Wer wir sind', subline: '', anchor: '' };
const quote = { id: 14, slug: 'quote-14', model: 'Quote', content: 'Lesen ist Reisen.', author: 'Ada', anchor: '' };
const text = { id: 13, slug: 'text-13', model: 'Text', content: '<p>Hallo</p>', anchor: '', decrease_distance: false };
const section = {
  id: 12, slug: 'section-12', model: 'Section', image: null, image_obj: null, image_thumbnails: null, extra_class: '', preset: '50-50',
  background: 'none', decoration: 'none',
  columns: [{ index: 0, classes: '', children: [text, quote] }, { index: 1, classes: '', children: [] }],
};

function page(modules: unknown[]): Page {
  return {
    id: 1, urls: { de: '/de/ueber-uns', en: '/en/about-us' }, content_type: 'page', title: 'Über uns', headline: 'Über uns',
    is_online: true, is_clickable: true, in_menu: true, in_footer: false, parent: null, ancestors: [], is_landing_page: false,
    meta_title: '', meta_description: '', og_title: '', og_description: '', og_image: null, og_type: 'website', og_image_thumbs: null,
    siblings: [], version_id: null, revision: 3, modules: modules as PageModule[],
  };
}

const PAGE = 'GET /de/pageeditor-api/page/ueber-uns';

function renderEditor() {
  const props = { locale: 'de' as const, routeName: null, params: {}, query: { edit: '1' }, navigate: jest.fn(), user: null, data: { path: 'ueber-uns' } };
  return render(
    <AppProvider locale="de" navigate={props.navigate}>
      <PageEditor {...props} />
    </AppProvider>,
  );
}

beforeEach(() => {
  document.cookie = 'csrftoken=token-1; path=/';
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('there is an inserter before every module and section of the page and before every module of a column', async () => {
  fakeEditorApi({ [PAGE]: { status: 200, body: page([headline, section]) } });
  renderEditor();
  expect(await screen.findByRole('button', { name: 'Modul hier einfügen: vor Überschrift' })).toHaveTextContent('+ Modul hier einfügen');
  expect(screen.getByRole('button', { name: 'Modul hier einfügen: vor Abschnitt 1' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Modul hier einfügen: Abschnitt 1, Spalte 1, vor Text' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Modul hier einfügen: Abschnitt 1, Spalte 1, vor Zitat' })).toBeInTheDocument();
});

test('by keyboard alone a headline goes between the headline and the section, at position 1', async () => {
  const api = fakeEditorApi({
    [PAGE]: { status: 200, body: page([headline, section]) },
    'POST /de/pageeditor-api/headline/': { status: 201, body: { module: { ...headline, id: 20, content: 'Neu' }, revision: 4, version_id: 90 } },
  });
  renderEditor();
  const inserter = await screen.findByRole('button', { name: 'Modul hier einfügen: vor Abschnitt 1' });
  inserter.focus();
  await userEvent.keyboard('{Enter}');
  const chooser = screen.getByRole('group', { name: 'Modul hier einfügen: vor Abschnitt 1' });
  const type = within(chooser).getByLabelText('Modultyp');
  expect(type).toHaveFocus();
  expect(within(chooser).getByRole('button', { name: 'Abschnitt hinzufügen' })).toBeInTheDocument();
  await userEvent.tab();
  expect(within(chooser).getByRole('button', { name: 'Modul hinzufügen' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  // the new module's form takes the focus from the button it replaced
  await waitFor(() => expect(screen.getByLabelText('Überschriftenebene')).toHaveFocus());
  await userEvent.type(await screen.findByLabelText('Inhalt'), 'Neu');
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(api.writes()).toHaveLength(1));
  expect(api.writes()[0]!.body).toMatchObject({ content: 'Neu', parent: { type: 'page', id: 1 }, position: 1, revision: 3 });
});

test('a module inserted in a column goes before the module it was offered for', async () => {
  const api = fakeEditorApi({
    [PAGE]: { status: 200, body: page([headline, section]) },
    'POST /de/pageeditor-api/headline/': { status: 201, body: { module: { ...headline, id: 20 }, revision: 4, version_id: 90 } },
  });
  renderEditor();
  await userEvent.click(await screen.findByRole('button', { name: 'Modul hier einfügen: Abschnitt 1, Spalte 1, vor Zitat' }));
  const chooser = screen.getByRole('group', { name: 'Modul hier einfügen: Abschnitt 1, Spalte 1, vor Zitat' });
  expect(within(chooser).queryByRole('button', { name: 'Abschnitt hinzufügen' })).toBeNull();
  await userEvent.click(within(chooser).getByRole('button', { name: 'Modul hinzufügen' }));
  await userEvent.type(await screen.findByLabelText('Inhalt'), 'Zwischen');
  await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(api.writes()).toHaveLength(1));
  expect(api.writes()[0]!.body).toMatchObject({ parent: { type: 'column', id: 12, column: 0 }, position: 1 });
});

test('Escape closes an opened inserter and gives the focus back to its button', async () => {
  const api = fakeEditorApi({ [PAGE]: { status: 200, body: page([headline, section]) } });
  renderEditor();
  await userEvent.click(await screen.findByRole('button', { name: 'Modul hier einfügen: vor Überschrift' }));
  expect(screen.getByRole('group', { name: 'Modul hier einfügen: vor Überschrift' })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('group', { name: 'Modul hier einfügen: vor Überschrift' })).toBeNull();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Modul hier einfügen: vor Überschrift' })).toHaveFocus());
  expect(api.writes()).toEqual([]);
});

test('a section can be inserted at the top of the page', async () => {
  const api = fakeEditorApi({
    [PAGE]: { status: 200, body: page([headline, section]) },
    'POST /de/pageeditor-api/section/': { status: 201, body: { module: section, revision: 4, version_id: 90 } },
  });
  renderEditor();
  await userEvent.click(await screen.findByRole('button', { name: 'Modul hier einfügen: vor Überschrift' }));
  const chooser = screen.getByRole('group', { name: 'Modul hier einfügen: vor Überschrift' });
  await userEvent.click(within(chooser).getByRole('button', { name: 'Abschnitt hinzufügen' }));
  await waitFor(() => expect(api.writes()).toHaveLength(1));
  expect(api.writes()[0]!.body).toMatchObject({ parent: { type: 'page', id: 1 }, position: 0 });
});
