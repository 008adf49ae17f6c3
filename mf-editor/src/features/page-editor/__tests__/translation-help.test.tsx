import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Page } from '@festival/shared/api-schemas/content';
import type { PageModule } from '@festival/shared/api-schemas/content-modules';
import { AppProvider } from '@festival/shared/ui/app-context';
import '../../../i18n/page-editor-resources';
import { PageEditor } from '../components/page-editor';
import { lacksTranslation } from '../model/translation-status';
import { fakeEditorApi } from '../../../testing/fake-editor-api';

const headline = (id: number, content: string, level = 2) => ({ id, slug: `headline-${id}`, model: 'Headline', headline_level: level, preline: '', content, subline: '', anchor: '' });
const quote = (id: number, text: string, author = 'Ada') => ({ id, slug: `quote-${id}`, model: 'Quote', content: text, author, anchor: '' });

function page(modules: unknown[], revision = 3): Page {
  return {
    id: 1, urls: { de: '/de/ueber-uns', en: '/en/about-us' }, content_type: 'page', title: 'Über uns', headline: 'Über uns',
    is_online: true, is_clickable: true, in_menu: true, in_footer: false, parent: null, ancestors: [], is_landing_page: false,
    meta_title: '', meta_description: '', og_title: '', og_description: '', og_image: null, og_type: 'website', og_image_thumbs: null,
    siblings: [], version_id: null, revision, modules: modules as PageModule[],
  };
}

const GERMAN = page([headline(11, 'Wer wir sind'), headline(12, 'Programme'), quote(14, 'Reading is travelling.')]);
const ENGLISH = page([headline(11, 'Who we are'), headline(12, 'Programme'), quote(14, 'Reading is travelling.')]);

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
  Element.prototype.scrollIntoView = jest.fn();
});
afterEach(() => jest.restoreAllMocks());

describe('lacksTranslation', () => {
  const de = headline(11, 'Wer wir sind') as PageModule;
  test('the same texts in both languages, or none here where the other has some, lack a translation', () => {
    expect(lacksTranslation(headline(11, 'Who we are') as PageModule, headline(11, 'Who we are') as PageModule)).toBe(true);
    expect(lacksTranslation(headline(11, '') as PageModule, headline(11, 'Who we are') as PageModule)).toBe(true);
  });
  test('other texts are a translation; language-neutral fields do not count; no text in either language needs none', () => {
    expect(lacksTranslation(de, headline(11, 'Who we are') as PageModule)).toBe(false);
    expect(lacksTranslation(headline(11, 'Wer wir sind', 3) as PageModule, headline(11, 'Who we are', 2) as PageModule)).toBe(false);
    expect(lacksTranslation(headline(11, '') as PageModule, headline(11, '') as PageModule)).toBe(false);
    expect(lacksTranslation(de, undefined)).toBe(false);
  });
});

test('the editor lists the modules still to translate; a click brings the module into view with the focus on it', async () => {
  const api = fakeEditorApi({ 'GET /de/pageeditor-api/page/ueber-uns': { status: 200, body: GERMAN }, 'GET /en/pageeditor-api/page/about-us': { status: 200, body: ENGLISH } });
  renderEditor();
  const status = await screen.findByRole('region', { name: 'Übersetzung' });
  expect(await within(status).findByText('2 Module sind noch nicht übersetzt:')).toBeInTheDocument();
  const links = within(status).getAllByRole('button');
  expect(links.map((link) => link.textContent)).toEqual(['Überschrift: „Programme“ zeigen', 'Zitat: „Reading is travelling.“ zeigen']);
  await userEvent.click(links[1]!);
  const frame = document.querySelector('[data-module-id="14"]') as HTMLElement;
  expect(frame.scrollIntoView).toHaveBeenCalled();
  expect(within(frame).getByRole('button', { name: 'Zitat bearbeiten' })).toHaveFocus();
  expect(api.writes()).toEqual([]);
});

test('"Aus Englisch übernehmen" fills the form with the English texts, keeps the layout, and nothing is saved until "Speichern"', async () => {
  const german = page([headline(11, 'Wer wir sind', 3)]);
  const api = fakeEditorApi({
    'GET /de/pageeditor-api/page/ueber-uns': { status: 200, body: german },
    'GET /en/pageeditor-api/page/about-us': { status: 200, body: page([headline(11, 'Who we are', 3)]) },
    'PUT /de/pageeditor-api/headline/11/': { status: 200, body: { module: headline(11, 'Who we are', 3), revision: 4, version_id: 70 } },
  });
  renderEditor();
  await userEvent.click(await screen.findByRole('button', { name: 'Überschrift bearbeiten' }));
  const content = await screen.findByLabelText('Inhalt');
  expect(content).toHaveValue('Wer wir sind');
  await userEvent.click(await screen.findByRole('button', { name: 'Aus Englisch übernehmen' }));
  expect(screen.getByLabelText('Inhalt')).toHaveValue('Who we are');
  expect(api.writes()).toEqual([]);
  await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(api.writes()).toHaveLength(1));
  expect(api.writes()[0]!.body).toMatchObject({ content: 'Who we are', headline_level: 3, revision: 3 });
});

test('without the other language\'s page no translation note and no take-over button', async () => {
  fakeEditorApi({ 'GET /de/pageeditor-api/page/ueber-uns': { status: 200, body: GERMAN } });
  renderEditor();
  await userEvent.click((await screen.findAllByRole('button', { name: 'Überschrift bearbeiten' }))[0]!);
  await screen.findByLabelText('Inhalt');
  expect(screen.queryByRole('button', { name: 'Aus Englisch übernehmen' })).toBeNull();
  expect(screen.queryByRole('region', { name: 'Übersetzung' })).toBeNull();
});
