import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCmsPageStore } from '@festival/shared/stores/cms-page-store';
import { mockFetch } from '@festival/shared/testing/mock-fetch';
import { VersionsPanel } from '../components/versions-panel';

const rita = { username: 'rita', first_name: 'Rita', last_name: 'Redlich' };
const versions = [
  { id: 31, page_id: 4, revision: 7, created_at: '2026-11-23T09:30:00.000Z', action: 'module.update', summary: { module_id: 8, model: 'EventList' }, note: '', author: rita, is_current: true },
  { id: 12, page_id: 4, revision: 6, created_at: '2026-11-20T14:05:00.000Z', action: 'page.baseline', summary: {}, note: '', author: null, is_current: false },
];

/** A module brought back from version 12, between the two. */
const moduleRestore = { id: 20, page_id: 4, revision: 6, created_at: '2026-11-22T12:00:00.000Z', action: 'module.restore', summary: { version_id: 12, module_id: 8, model: 'EventList' }, note: '', author: rita, is_current: false };

beforeEach(() => {
  document.cookie = 'csrftoken=tok; path=/';
  useCmsPageStore.setState({ page: { pathname: '/de/festival/ueber-uns', id: 4, revision: 7, is_online: true, version_id: null, publication: null }, reload: jest.fn() });
});

test('no page on screen, no versions button', () => {
  useCmsPageStore.setState({ page: null, reload: null });
  render(<VersionsPanel locale="de" editing={false} navigate={jest.fn()} />);
  expect(screen.queryByRole('button')).toBeNull();
});

/** Restoring asks first: the row's own question, answered yes. */
async function restoreConfirmed(when: string | RegExp) {
  await userEvent.click(await screen.findByRole('button', { name: typeof when === 'string' ? `Version vom ${when} wiederherstellen` : when }));
  const confirm = screen.getByRole('button', { name: /jetzt wiederherstellen$/ });
  expect(confirm).toHaveFocus();
  await userEvent.click(confirm);
}

test('the panel lists each version\'s number, who saved what (module types by their names) when, with a link to view it', async () => {
  mockFetch({ '/de/pageeditor-api/versions/4/': [versions[0], moduleRestore, versions[1]] });
  const navigate = jest.fn();
  render(<VersionsPanel locale="de" editing={false} navigate={navigate} />);
  const opener = screen.getByRole('button', { name: 'Versionen' });
  await userEvent.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Versionen dieser Seite' });
  const rows = await within(dialog).findAllByRole('row');
  expect(rows.slice(1).map((row) => within(row).getAllByRole('cell').slice(1, 5).map((cell) => cell.textContent))).toEqual([
    ['31', 'Mo., 23. November 2026, 10:30\u00a0Uhr (aktuell)', 'Rita Redlich', 'Modul geändert (Veranstaltungsliste)'],
    ['20', 'So., 22. November 2026, 13:00\u00a0Uhr', 'Rita Redlich', 'Modul aus Version 12 wiederhergestellt (Veranstaltungsliste)'],
    ['12', 'Fr., 20. November 2026, 15:05\u00a0Uhr', 'System', 'Ausgangsstand'],
  ]);
  expect(within(rows[1]!).queryByRole('button', { name: /wiederherstellen/ })).toBeNull();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(opener).toHaveFocus();

  // viewing a version closes the dialog and goes there
  await userEvent.click(opener);
  const view = await screen.findByRole('link', { name: 'Version vom Fr., 20. November 2026, 15:05\u00a0Uhr ansehen' });
  expect(view).toHaveAttribute('href', '/de/festival/ueber-uns?v=12');
  await userEvent.click(view);
  expect(navigate).toHaveBeenCalledWith('/de/festival/ueber-uns?v=12');
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('in edit mode, viewing a version stays in edit mode', async () => {
  mockFetch({ '/de/pageeditor-api/versions/4/': versions });
  const navigate = jest.fn();
  render(<VersionsPanel locale="de" editing navigate={navigate} />);
  await userEvent.click(screen.getByRole('button', { name: 'Versionen' }));
  const view = await screen.findByRole('link', { name: /20. November 2026.* ansehen/ });
  expect(view).toHaveAttribute('href', '/de/festival/ueber-uns?edit=1&v=12');
  expect(screen.getByRole('link', { name: /23. November 2026.* ansehen/ })).toHaveAttribute('href', '/de/festival/ueber-uns?edit=1');
  await userEvent.click(view);
  expect(navigate).toHaveBeenCalledWith('/de/festival/ueber-uns?edit=1&v=12');
});

test('restoring asks first; "Abbrechen" sends nothing', async () => {
  const fetch = mockFetch({ '/de/pageeditor-api/versions/4/': versions });
  render(<VersionsPanel locale="de" editing={false} navigate={jest.fn()} />);
  await userEvent.click(screen.getByRole('button', { name: 'Versionen' }));
  await userEvent.click(await screen.findByRole('button', { name: /wiederherstellen$/ }));
  expect(screen.getByText('Version 12 wiederherstellen? Sie wird die aktuelle Fassung der Seite.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
  expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/restore/'))).toBe(false);
  expect(screen.getByRole('button', { name: /wiederherstellen$/ })).toBeInTheDocument();
});

test('restoring sends the page revision on screen, says so and loads the page again', async () => {
  // As the shell does: loading the page again brings its new revision, and the list reloads.
  const reload = jest.fn(() => {
    void Promise.resolve().then(() => useCmsPageStore.setState((state) => ({ page: { ...state.page!, revision: 8 } })));
  });
  useCmsPageStore.setState({ reload });
  const fetch = mockFetch({ '/de/pageeditor-api/versions/4/': versions, '/de/pageeditor-api/versions/12/restore/': { revision: 8, version_id: 32 } });
  render(<VersionsPanel locale="de" editing={false} navigate={jest.fn()} />);
  await userEvent.click(screen.getByRole('button', { name: 'Versionen' }));
  await restoreConfirmed('Fr., 20. November 2026, 15:05\u00a0Uhr');
  const status = await screen.findByText('Die Version vom Fr., 20. November 2026, 15:05 Uhr ist wiederhergestellt.');
  await waitFor(() => expect(status).toHaveFocus());
  const restore = fetch.mock.calls.find(([url]) => String(url).endsWith('/restore/')) as unknown as [string, RequestInit];
  expect([restore[1].method, restore[1].body]).toEqual(['POST', JSON.stringify({ revision: 7 })]);
  expect(reload).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/versions/4/'))).toHaveLength(2));
  expect(await screen.findByRole('button', { name: /wiederherstellen/ })).toBeInTheDocument();
  expect(screen.getByText('Die Version vom Fr., 20. November 2026, 15:05 Uhr ist wiederhergestellt.')).toHaveFocus();
});

test('restoring while a stored version is shown goes to the live page', async () => {
  useCmsPageStore.setState({ page: { pathname: '/de/festival/ueber-uns', id: 4, revision: 7, is_online: true, version_id: 12, publication: null }, reload: jest.fn() });
  mockFetch({ '/de/pageeditor-api/versions/4/': versions, '/de/pageeditor-api/versions/12/restore/': { revision: 8, version_id: 32 } });
  const navigate = jest.fn();
  render(<VersionsPanel locale="de" editing={false} navigate={navigate} />);
  await userEvent.click(screen.getByRole('button', { name: 'Versionen' }));
  await restoreConfirmed(/wiederherstellen$/);
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/de/festival/ueber-uns'));
});

test('a stale restore closes the panel (the conflict dialog takes over); another failure is said in the panel', async () => {
  mockFetch({ '/de/pageeditor-api/versions/4/': versions, '/de/pageeditor-api/versions/12/restore/': { status: 500, body: { detail: 'Internal server error' } } });
  render(<VersionsPanel locale="de" editing={false} navigate={jest.fn()} />);
  await userEvent.click(screen.getByRole('button', { name: 'Versionen' }));
  await restoreConfirmed(/wiederherstellen$/);
  expect(await screen.findByText('Die Version konnte nicht wiederhergestellt werden.')).toBeInTheDocument();

  mockFetch({
    '/de/pageeditor-api/versions/4/': versions,
    '/de/pageeditor-api/versions/12/restore/': { status: 409, body: { detail: 'x', revision: 9, changed_at: null, changed_by: null } },
  });
  await restoreConfirmed(/wiederherstellen$/);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('two ticked versions are compared module by module, words marked; one module comes back as the older had it', async () => {
  const comparison = {
    from: { id: 12, revision: 6, created_at: versions[1]!.created_at }, to: { id: 31, revision: 7, created_at: versions[0]!.created_at },
    texts: [{ field: 'title', before: 'Über uns', after: 'Über uns heute' }],
    modules: [
      { id: 8, model: 'Text', change: 'changed', before: { section_id: null, column: null, index: 1 }, after: { section_id: null, column: null, index: 1 },
        fields: [{ name: 'content', before: '<p>Wir lesen gern.</p>', after: '<p>Wir lesen sehr gern.</p>' }] },
      { id: 9, model: 'Quote', change: 'added', before: null, after: { section_id: null, column: null, index: 2 }, fields: [] },
    ],
  };
  // As the shell does: loading the page again brings its new revision, and the list reloads.
  const reload = jest.fn(() => {
    void Promise.resolve().then(() => useCmsPageStore.setState((state) => ({ page: { ...state.page!, revision: 8 } })));
  });
  useCmsPageStore.setState({ reload });
  const fetch = mockFetch({
    '/de/pageeditor-api/versions/4/': [versions[0], moduleRestore, versions[1]],
    '/de/pageeditor-api/versions/4/compare/?from=12&to=31': comparison,
    '/de/pageeditor-api/versions/12/modules/8/restore/': { revision: 8, version_id: 33 },
  });
  render(<VersionsPanel locale="de" editing={false} navigate={jest.fn()} />);
  await userEvent.click(screen.getByRole('button', { name: 'Versionen' }));
  const compare = await screen.findByRole('button', { name: 'Ausgewählte vergleichen' });
  expect(compare).toBeDisabled();
  // a third tick lets the first go: 31 and 12 stay
  await userEvent.click(screen.getByRole('checkbox', { name: /^Version 20 / }));
  await userEvent.click(screen.getByRole('checkbox', { name: /^Version 31 / }));
  await userEvent.click(screen.getByRole('checkbox', { name: /^Version 12 / }));
  expect(screen.getByRole('checkbox', { name: /^Version 20 / })).not.toBeChecked();
  await userEvent.click(compare);

  const heading = await screen.findByRole('heading', { name: 'Version 12 und Version 31 im Vergleich' });
  await waitFor(() => expect(heading).toHaveFocus());
  const text = (await screen.findByRole('heading', { name: 'Text (geändert)' })).closest('li')!;
  expect(within(text).getByText('Inhalt')).toBeInTheDocument();
  expect(text.querySelector('ins')).toHaveTextContent('hinzugefügt: sehr');
  expect(screen.getByRole('heading', { name: 'Seitentitel' }).closest('li')!.querySelector('ins')).toHaveTextContent('heute');
  const added = screen.getByRole('heading', { name: 'Zitat (hinzugefügt)' }).closest('li')!;
  expect(within(added).queryByRole('button')).toBeNull();

  await userEvent.click(within(text).getByRole('button', { name: 'Text wie in Version 12 wiederherstellen' }));
  expect(await within(text).findByRole('status')).toHaveTextContent('Text ist wiederhergestellt, wie in Version 12');
  const restore = fetch.mock.calls.find(([url]) => String(url).endsWith('/versions/12/modules/8/restore/')) as unknown as [string, RequestInit];
  expect(JSON.parse(String(restore[1].body))).toEqual({ revision: 7 });
  expect(reload).toHaveBeenCalled();
  await waitFor(() => expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/versions/4/'))).toHaveLength(2));
  expect(within(text).getByRole('status')).toHaveTextContent('Text ist wiederhergestellt, wie in Version 12');

  await userEvent.click(screen.getByRole('button', { name: 'Zurück zur Liste' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Ausgewählte vergleichen' })).toHaveFocus());
});
