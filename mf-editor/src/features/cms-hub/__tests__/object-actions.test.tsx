import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@festival/shared/testing/mock-fetch';
import { renderHub } from '../testing/render-hub';

const person = { id: 5, revision: 2, slug: 'amara-bauer', first_name: 'Amara', last_name: 'Bauer', bio_de: '', bio_en: '', image: null, is_online: true };

test('leaving a form with unsaved changes by a link asks first; cancelling stays', async () => {
  mockFetch({ '/api/admin/persons/5/': person });
  const user = userEvent.setup();
  const { navigate } = renderHub('persons/5');
  await user.type(await screen.findByLabelText('Nachname *'), 'x');
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  await user.click(screen.getByRole('link', { name: 'Verlauf' }));
  expect(confirm).toHaveBeenCalledWith('Es gibt ungespeicherte Änderungen. Seite trotzdem verlassen?');
  expect(navigate).not.toHaveBeenCalled();
  await user.click(screen.getByRole('link', { name: 'Verlauf' }));
  expect(navigate).toHaveBeenCalledWith('/cms-hub/persons/5/history');
  confirm.mockRestore();
});

test('an unchanged form is left without a question', async () => {
  mockFetch({ '/api/admin/persons/5/': person });
  const user = userEvent.setup();
  const confirm = jest.spyOn(window, 'confirm');
  const { navigate } = renderHub('persons/5');
  await user.click(await screen.findByRole('link', { name: 'Verlauf' }));
  expect(navigate).toHaveBeenCalledWith('/cms-hub/persons/5/history');
  expect(confirm).not.toHaveBeenCalled();
  confirm.mockRestore();
});

test('delete asks first (Escape cancels), then deletes with the revision and returns to the list', async () => {
  const fetch = mockFetch({ '/api/admin/persons/5/': person });
  const user = userEvent.setup();
  const { navigate } = renderHub('persons/5');
  await user.click(await screen.findByRole('button', { name: 'Löschen' }));
  expect(screen.getByRole('alertdialog', { name: '„Amara Bauer“ wirklich löschen?' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Löschen' })).toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'Löschen' }));
  await user.click(screen.getByRole('button', { name: 'Endgültig löschen' }));
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/cms-hub/persons'));
  const deletion = (fetch.mock.calls as unknown as [string, RequestInit | undefined][]).find(([, init]) => init?.method === 'DELETE');
  expect(deletion?.[0]).toBe('/api/admin/persons/5/?revision=2');
});

test('a refused delete (sold tickets) says why and stays', async () => {
  mockFetch({ '/api/admin/persons/5/': person });
  const user = userEvent.setup();
  const { navigate } = renderHub('persons/5');
  await user.click(await screen.findByRole('button', { name: 'Löschen' }));
  mockFetch({ '/api/admin/persons/5/': { status: 409, body: { detail: 'Es gibt verkaufte Karten.', field: 'id' } } });
  await user.click(screen.getByRole('button', { name: 'Endgültig löschen' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Es gibt verkaufte Karten.');
  expect(navigate).not.toHaveBeenCalled();
});

test('a stale save says who changed the entry and when, and loads the current version on request', async () => {
  mockFetch({ '/api/admin/persons/5/': person });
  const user = userEvent.setup();
  renderHub('persons/5');
  await user.type(await screen.findByLabelText('Nachname *'), 'x');
  mockFetch({
    '/api/admin/persons/5/': { status: 409, body: { detail: 'Stale.', revision: 3, changed_at: '2026-11-20T09:15:00.000Z', changed_by: { username: 'lea', first_name: 'Lea', last_name: 'Lektor' } } },
  });
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Nicht gespeichert: Lea Lektor hat diesen Eintrag inzwischen geändert (Fr., 20. November 2026, 10:15 Uhr).');
  const current = mockFetch({ '/api/admin/persons/5/': { ...person, revision: 3, last_name: 'Bauer-Neu' } });
  await user.click(screen.getByRole('button', { name: 'Aktuellen Stand laden' }));
  expect(await screen.findByDisplayValue('Bauer-Neu')).toBeInTheDocument();
  expect(current).toHaveBeenCalled();
});

test('duplicating an object creates a copy through the api and opens it', async () => {
  const fetchMock = mockFetch({ '/api/admin/persons/5/': person, '/api/admin/persons/5/duplicate/': { status: 201, body: { ...person, id: 9, slug: 'amara-bauer-2' } } });
  const user = userEvent.setup();
  const { navigate } = renderHub('persons/5');
  await user.click(await screen.findByRole('button', { name: 'Duplizieren' }));
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/cms-hub/persons/9'));
  const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/duplicate/')) as unknown[] | undefined;
  expect((call?.[1] as RequestInit | undefined)?.method).toBe('POST');
});
