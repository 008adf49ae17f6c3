import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Page } from '@festival/shared/api-schemas/content';
import type { PageModule } from '@festival/shared/api-schemas/content-modules';
import { useStickyStore } from '@festival/shared/stores/sticky-store';
import { AppProvider } from '@festival/shared/ui/app-context';
import '../../../i18n/page-editor-resources';
import { PageEditor } from '../components/page-editor';
import { fakeEditorApi } from '../../../testing/fake-editor-api';
import { useConflictOffer } from '../../../conflicts/conflict-offer-store';

const headline = { id: 11, slug: 'headline-11', model: 'Headline', headline_level: 2, preline: '', content: 'Wer wir sind', subline: '', anchor: '' };
const text = { id: 13, slug: 'text-13', model: 'Text', content: '<p>Hallo</p>', anchor: '', decrease_distance: false };
const section = {
  id: 12, slug: 'section-12', model: 'Section', image: null, image_obj: null, image_thumbnails: null, extra_class: '', preset: '50-50',
  background: 'none', decoration: 'none',
  columns: [{ index: 0, classes: '', children: [text] }, { index: 1, classes: '', children: [] }],
};

function page(revision: number, modules: unknown[] = [headline, section]): Page {
  return {
    id: 1, urls: { de: '/de/ueber-uns', en: '/en/about-us' }, content_type: 'page', title: 'Über uns', headline: 'Über uns',
    is_online: true, is_clickable: true, in_menu: true, in_footer: false, parent: null, ancestors: [], is_landing_page: false,
    meta_title: '', meta_description: '', og_title: '', og_description: '', og_image: null, og_type: 'website', og_image_thumbs: null,
    siblings: [], version_id: null, revision, modules: modules as PageModule[],
  };
}

const PAGE = 'GET /de/pageeditor-api/page/ueber-uns';
const written = (revision: number) => ({ status: 200, body: { module: headline, revision, version_id: 70 + revision } });

function renderEditor(data: Record<string, unknown> = { path: 'ueber-uns' }) {
  const props = { locale: 'de' as const, routeName: null, params: {}, query: { edit: '1' }, navigate: jest.fn(), user: null, data };
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

test('a headline is checked with the §5 rules, then saved with the CSRF header and the revision it was based on', async () => {
  let revision = 3;
  const api = fakeEditorApi({
    [PAGE]: () => ({ status: 200, body: page(revision) }),
    'PUT /de/pageeditor-api/headline/11/': () => ((revision = 4), written(4)),
  });
  renderEditor();
  await userEvent.click(await screen.findByRole('button', { name: 'Überschrift bearbeiten' }));
  const content = await screen.findByLabelText('Inhalt');
  await userEvent.clear(content);
  await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

  const error = await screen.findByRole('alert');
  expect(error).toHaveTextContent('Dieses Feld ist erforderlich!');
  expect(content).toHaveAttribute('aria-invalid', 'true');
  expect(content.getAttribute('aria-describedby')).toContain(error.id);
  expect(api.writes()).toEqual([]);

  await userEvent.type(content, 'Unser Team');
  await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByText('Gespeichert.')).toBeInTheDocument();
  const [put] = api.writes();
  expect(put).toMatchObject({ method: 'PUT', headers: { 'X-CSRFToken': 'token-1' } });
  expect(put!.body).toEqual({ headline_level: 2, preline: '', content: 'Unser Team', subline: '', anchor: '', revision: 3 });
  expect(within(screen.getByRole('region', { name: 'Letzte Änderungen' })).getByText(/Überschrift bearbeitet/)).toBeInTheDocument();
  // the form closed: the focus is back on the button that opened it
  await waitFor(() => expect(screen.getByRole('button', { name: 'Überschrift bearbeiten' })).toHaveFocus());
});

test("the api's 400 is shown on the field it names, with the error alert", async () => {
  fakeEditorApi({
    [PAGE]: { status: 200, body: page(3) },
    'PUT /de/pageeditor-api/headline/11/': {
      status: 400,
      body: { detail: 'anchor: Höchstens 100 Zeichen.', field: 'anchor', errors: [{ field: 'anchor', message: 'tooLong' }] },
    },
  });
  renderEditor();
  await userEvent.click(await screen.findByRole('button', { name: 'Überschrift bearbeiten' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Speichern' }));
  const anchor = screen.getByLabelText('Anker');
  await waitFor(() => expect(anchor).toHaveAttribute('aria-invalid', 'true'));
  expect(document.getElementById(anchor.getAttribute('aria-describedby')!)).toHaveTextContent('Höchstens 100 Zeichen.');
  expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.startsWith('Das hat nicht geklappt.'))).toBe(true);
});

test('a module moves to the next column without an alert', async () => {
  const api = fakeEditorApi({ [PAGE]: { status: 200, body: page(3) }, 'POST /de/pageeditor-api/text/13/move/': written(4) });
  renderEditor();
  await userEvent.click(await screen.findByRole('button', { name: 'Text in die Spalte danach' }));
  await waitFor(() => expect(api.writes()).toHaveLength(1));
  expect(api.writes()[0]!.body).toEqual({ parent: { type: 'column', id: 12, column: 1 }, position: 0, revision: 3 });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Text in die Spalte danach' })).toHaveFocus());
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

test('a deleted module comes back with undo: that module alone, from the version of the backed-up revision', async () => {
  let current = page(3);
  const api = fakeEditorApi({
    [PAGE]: () => ({ status: 200, body: current }),
    'DELETE /de/pageeditor-api/text/13/': () => {
      current = page(4, [headline, { ...section, columns: [{ index: 0, classes: '', children: [] }, section.columns[1]] }]);
      return { status: 200, body: { revision: 4, version_id: 81 } };
    },
    'GET /de/pageeditor-api/versions/1/': {
      status: 200,
      body: [
        { id: 81, page_id: 1, revision: 4, created_at: '', action: 'module.delete', summary: {}, note: '', author: null, is_current: true },
        { id: 80, page_id: 1, revision: 3, created_at: '', action: 'page.baseline', summary: {}, note: '', author: null, is_current: false },
      ],
    },
    'POST /de/pageeditor-api/versions/80/modules/13/restore/': () => ((current = page(5)), { status: 200, body: { revision: 5, version_id: 82 } }),
  });
  renderEditor();
  await userEvent.click(await screen.findByRole('button', { name: 'Text löschen' }));
  await userEvent.click(screen.getByRole('button', { name: 'Text löschen' }));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Text bearbeiten' })).not.toBeInTheDocument());
  expect(api.writes()[0]).toMatchObject({ method: 'DELETE', url: '/de/pageeditor-api/text/13/?revision=3' });
  expect(screen.getByText(/Text gelöscht/)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Rückgängig' })).toHaveFocus());

  await userEvent.click(screen.getByRole('button', { name: 'Rückgängig' }));
  expect(await screen.findByRole('button', { name: 'Text bearbeiten' })).toBeInTheDocument();
  expect(api.writes()[1]).toMatchObject({ method: 'POST', url: '/de/pageeditor-api/versions/80/modules/13/restore/', body: { revision: 4 } });
  expect(screen.getByText('Noch keine Änderungen in dieser Sitzung.')).toBeInTheDocument();
});

test('a section is added with the chosen column preset at the end of the page', async () => {
  const api = fakeEditorApi({ [PAGE]: { status: 200, body: page(3) }, 'POST /de/pageeditor-api/section/': { status: 201, body: { module: section, revision: 4, version_id: 90 } } });
  renderEditor();
  await userEvent.selectOptions(await screen.findByLabelText('Spaltenaufteilung'), '33-67');
  await userEvent.click(screen.getByRole('button', { name: 'Abschnitt hinzufügen' }));
  await waitFor(() => expect(api.writes()).toHaveLength(1));
  expect(api.writes()[0]!.body).toMatchObject({ preset: '33-67', parent: { type: 'page', id: 1 }, position: 2, revision: 3 });
});

test('a video with an address from neither YouTube nor Vimeo is refused before it is sent', async () => {
  const api = fakeEditorApi({ [PAGE]: { status: 200, body: page(3) } });
  renderEditor();
  const column = await screen.findByRole('group', { name: 'Modul hinzufügen: Abschnitt 1, Spalte 2' });
  await userEvent.selectOptions(within(column).getByLabelText('Modultyp'), 'Video');
  await userEvent.click(within(column).getByRole('button', { name: 'Modul hinzufügen' }));
  await userEvent.type(await screen.findByLabelText('Video-Adresse'), 'https://example.org/film');
  await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Bitte eine Adresse von YouTube oder Vimeo angeben.');
  expect(api.writes()).toEqual([]);
});

test('the module types offered are the ones an editor fills in (no Container); a video address is a one-line input', async () => {
  fakeEditorApi({ [PAGE]: { status: 200, body: page(3) } });
  renderEditor();
  const column = await screen.findByRole('group', { name: 'Modul hinzufügen: Abschnitt 1, Spalte 2' });
  const offered = within(within(column).getByLabelText('Modultyp')).getAllByRole('option').map((option) => option.getAttribute('value'));
  expect(offered).toContain('Video');
  expect(offered).not.toContain('Container');
  expect(offered).not.toContain('Section');
  await userEvent.selectOptions(within(column).getByLabelText('Modultyp'), 'Video');
  await userEvent.click(within(column).getByRole('button', { name: 'Modul hinzufügen' }));
  expect((await screen.findByLabelText('Video-Adresse')).tagName).toBe('INPUT');
});

test('a module form with typed changes warns before a link, a reload or Escape leaves it; Escape closes a clean form', async () => {
  fakeEditorApi({ [PAGE]: { status: 200, body: page(3) } });
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
  const outside = document.body.appendChild(Object.assign(document.createElement('a'), { href: '/de/impressum', textContent: 'Impressum' }));
  try {
    renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Überschrift bearbeiten' }));
    await userEvent.click(await screen.findByLabelText('Inhalt'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByLabelText('Inhalt')).not.toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Überschrift bearbeiten' }));
    await userEvent.type(await screen.findByLabelText('Inhalt'), ' neu');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    outside.dispatchEvent(click);
    expect(confirm).toHaveBeenLastCalledWith('Dieses Modul hat ungespeicherte Änderungen. Trotzdem verlassen?');
    expect(click.defaultPrevented).toBe(true);
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await userEvent.keyboard('{Escape}');
    expect(screen.getByLabelText('Inhalt')).toBeInTheDocument();
    confirm.mockReturnValue(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByLabelText('Inhalt')).not.toBeInTheDocument();
  } finally {
    outside.remove();
  }
});

test('asking to delete moves the focus into the question; Escape cancels it and the focus returns to the delete button', async () => {
  const link = { id: 31, slug: 'link-31', model: 'Link', link_text: 'Tickets', link: '/de/programm', link_url: '', extra_class: 'button', anchor: '', sticky: false };
  const api = fakeEditorApi({ [PAGE]: { status: 200, body: page(3, [link]) } });
  renderEditor();
  const remove = await screen.findByRole('button', { name: 'Link löschen' });
  remove.focus();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByText('Link wirklich löschen?')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByText('Link wirklich löschen?')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Link löschen' })).toHaveFocus();
  expect(api.writes()).toEqual([]);
});

test('an alert goes after 4000 ms', async () => {
  jest.useFakeTimers();
  try {
    fakeEditorApi({ [PAGE]: { status: 200, body: page(3) }, 'POST /de/pageeditor-api/section/': { status: 201, body: { module: section, revision: 4, version_id: 90 } } });
    renderEditor();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Abschnitt hinzufügen' }));
    expect(await screen.findByText('Gespeichert.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3999));
    expect(screen.getByText('Gespeichert.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Gespeichert.')).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test('a container the page shows but nobody has made yet is created for the editor', async () => {
  const container = { id: 21, slug: 'partner', model: 'Container', layout: 'logos' };
  let exists = false;
  const api = fakeEditorApi({
    [PAGE]: { status: 200, body: page(3, [container]) },
    'GET /de/pageeditor-api/container/by-slug/partner': () =>
      exists ? { status: 200, body: { id: 5, slug: 'partner', parent: null, content_type: 'page', object_id: null, layout: 'logos', revision: 1, modules: [headline] } } : { status: 404, body: { detail: 'Not found.' } },
    'POST /de/pageeditor-api/container/': () => ((exists = true), { status: 201, body: { container: {}, placed: null } }),
  });
  renderEditor();
  expect(await screen.findByRole('heading', { name: 'Wer wir sind' })).toBeInTheDocument();
  expect(api.writes()).toEqual([expect.objectContaining({ method: 'POST', url: '/de/pageeditor-api/container/', body: { slug: 'partner', layout: 'logos' } })]);
});

test('a sticky module offers its link while shown and withdraws it when deleted', async () => {
  const sticky = { id: 31, slug: 'link-31', model: 'Link', link_text: 'Tickets', link: '/de/programm', link_url: '', extra_class: 'button', anchor: '', sticky: true };
  let current = page(3, [sticky]);
  fakeEditorApi({
    [PAGE]: () => ({ status: 200, body: current }),
    'DELETE /de/pageeditor-api/link/31/': () => ((current = page(4, [])), { status: 200, body: { revision: 4, version_id: 9 } }),
  });
  renderEditor();
  await waitFor(() => expect(useStickyStore.getState().items).toEqual([{ key: 'link-31', text: 'Tickets', url: '/de/programm' }]));
  await userEvent.click(screen.getByRole('button', { name: 'Link löschen' }));
  await userEvent.click(screen.getByRole('button', { name: 'Link löschen' }));
  await waitFor(() => expect(useStickyStore.getState().items).toEqual([]));
});

test("a form's save is based on the page as it was when the form opened; refused as stale, it can be sent again over the stored revision", async () => {
  let revision = 3;
  const headlinePuts: number[] = [];
  const api = fakeEditorApi({
    [PAGE]: () => ({ status: 200, body: page(revision) }),
    'POST /de/pageeditor-api/text/13/move/': () => ((revision = 4), written(4)),
    'PUT /de/pageeditor-api/headline/11/': (request) => {
      const based = (request.body as { revision: number }).revision;
      headlinePuts.push(based);
      if (based === 3) return { status: 409, body: { detail: 'Inzwischen geändert.', revision: 5, changed_at: null, changed_by: null } };
      revision = 6;
      return written(6);
    },
  });
  renderEditor();
  await userEvent.click(await screen.findByRole('button', { name: 'Überschrift bearbeiten' }));
  await userEvent.type(await screen.findByLabelText('Inhalt'), ' heute');
  // a change of another module meanwhile: the page is read again at revision 4, the form stays as typed
  await userEvent.click(screen.getByRole('button', { name: 'Text in die Spalte danach' }));
  await waitFor(() => expect(api.writes()).toHaveLength(1));
  await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(useConflictOffer.getState().keepMine).not.toBeNull());
  expect(headlinePuts).toEqual([3]);
  expect(screen.getByLabelText('Inhalt')).toHaveValue('Wer wir sind heute');

  await act(() => useConflictOffer.getState().keepMine!());
  expect(headlinePuts).toEqual([3, 5]);
  expect(api.writes().at(-1)!.body).toMatchObject({ content: 'Wer wir sind heute', revision: 5 });
  await waitFor(() => expect(screen.queryByLabelText('Inhalt')).toBeNull());
});

test("a magazine article's body is edited in place: its modules are read and written as the article's, undo brings the body back from the article's versions, and its draft is published beside it", async () => {
  let revision = 5;
  let published = 5;
  const publication = () => (published === revision
    ? { state: 'published', published_at: '2026-12-01T10:00:00.000Z', publish_at: null }
    : { state: 'draft', published_at: '2026-12-01T10:00:00.000Z', publish_at: null });
  const article = () => ({ id: 6, revision, title: 'Warum Jakob nachts schreibt', urls: { de: '/de/magazin/warum/6', en: '/en/magazine/why/6' }, modules: [headline, text], publication: publication() });
  const api = fakeEditorApi({
    'GET /de/pageeditor-api/article/6/': () => ({ status: 200, body: article() }),
    'GET /en/pageeditor-api/article/6/': () => ({ status: 200, body: article() }),
    'PUT /de/pageeditor-api/headline/11/': () => ((revision = 6), written(6)),
    'POST /de/pageeditor-api/section/': () => ((revision = 7), { status: 201, body: { module: section, revision: 7, version_id: null } }),
    'POST /de/pageeditor-api/publish/article/6/': () => ((published = revision), { status: 200, body: publication() }),
    'GET /de/pageeditor-api/versions/article/6/': {
      status: 200,
      body: [
        { id: 41, article_id: 6, revision: 7, created_at: '', action: 'module.create', summary: {}, note: '', author: null, is_current: true },
        { id: 40, article_id: 6, revision: 6, created_at: '', action: 'module.update', summary: {}, note: '', author: null, is_current: false },
        { id: 39, article_id: 6, revision: 5, created_at: '', action: 'article.baseline', summary: {}, note: '', author: null, is_current: false },
      ],
    },
    'POST /de/pageeditor-api/versions/article/40/restore/': () => ((revision = 8), { status: 200, body: { revision: 8, version_id: 42 } }),
  });
  renderEditor({ article: 6 });
  expect(await screen.findByText('Text des Beitrags: Veröffentlicht')).toHaveAttribute('role', 'status');
  await userEvent.click(await screen.findByRole('button', { name: 'Überschrift bearbeiten' }));
  await userEvent.type(await screen.findByLabelText('Inhalt'), '!');
  await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByText('Gespeichert.')).toBeInTheDocument();
  expect(api.writes()[0]!.body).toMatchObject({ content: 'Wer wir sind!', revision: 5 });

  expect(screen.getByRole('group', { name: 'Modul zum Artikel hinzufügen' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Abschnitt hinzufügen' }));
  await waitFor(() => expect(api.writes()).toHaveLength(2));
  expect(api.writes()[1]!.body).toMatchObject({ parent: { type: 'article', id: 6 }, position: 2, revision: 6 });
  expect(api.calls.some((call) => call.url.includes('/pageeditor-api/page/'))).toBe(false);

  expect(await screen.findByText('Text des Beitrags: Entwurf mit Änderungen')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Veröffentlichen …' }));
  const dialog = await screen.findByRole('dialog', { name: 'Text des Beitrags veröffentlichen' });
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Jetzt veröffentlichen' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(api.writes().at(-1)).toMatchObject({ url: expect.stringContaining('/de/pageeditor-api/publish/article/6/'), body: { revision: 7 } });
  expect(await screen.findByText('Text des Beitrags: Veröffentlicht')).toBeInTheDocument();

  // undo: the body before the section came, from the article's version of that revision
  await userEvent.click(screen.getByRole('button', { name: 'Rückgängig' }));
  await waitFor(() => expect(api.writes().at(-1)).toMatchObject({ method: 'POST', url: '/de/pageeditor-api/versions/article/40/restore/', body: { revision: 7 } }));
});
