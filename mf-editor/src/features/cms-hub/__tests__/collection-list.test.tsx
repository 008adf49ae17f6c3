import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@festival/shared/testing/mock-fetch';
import { nextOrdering } from '../components/collection-list';
import { renderHub, sentBody } from '../testing/render-hub';

const page = (count: number, results: object[], next: string | null = null, previous: string | null = null) => ({ count, next, previous, results });
/** The list calls made, without the filters' option lists. */
const listCalls = (fetch: jest.Mock) => fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin/events/'));
const event = (id: number, title: string) => ({ id, revision: 1, label: title, title_de: title, date_start: '2026-06-12T17:30:00.000Z', is_online: true });

test('lists a collection with its columns and links each row to its form', async () => {
  const fetch = mockFetch({ '/api/admin/events/': page(2, [event(1, 'Lesung'), event(2, 'Konzert')]) });
  renderHub('events', { q: 'le', ordering: '-date_start', page: '1' });
  expect(await screen.findByRole('link', { name: 'Lesung' })).toHaveAttribute('href', '/cms-hub/events/1');
  expect(screen.getByText('2 Einträge')).toBeInTheDocument();
  expect(screen.getAllByText('Fr., 12. Juni 2026, 19:30 Uhr')).toHaveLength(2);
  expect(listCalls(fetch)[0]).toBe('/api/admin/events/?q=le&page=1&ordering=-date_start');
  expect(screen.getByRole('columnheader', { name: /Beginn/ })).toHaveAttribute('aria-sort', 'descending');
});

test('search, sorting and paging go through the address', async () => {
  mockFetch({ '/api/admin/events/': page(60, [event(1, 'Lesung')], '/api/admin/events/?page=3', '/api/admin/events/?page=1') });
  const user = userEvent.setup();
  const { navigate } = renderHub('events', { page: '2' });
  await user.type(await screen.findByRole('searchbox', { name: 'Suchen' }), 'Lyrik');
  await user.click(screen.getByRole('button', { name: 'Suchen' }));
  expect(navigate).toHaveBeenLastCalledWith('/cms-hub/events?q=Lyrik');
  await user.click(screen.getByRole('button', { name: /Titel \(Deutsch\)/ }));
  expect(navigate).toHaveBeenLastCalledWith('/cms-hub/events?ordering=title_de');
  expect(screen.getByText('Seite 2 von 3')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Nächste Seite' }));
  expect(navigate).toHaveBeenLastCalledWith('/cms-hub/events?page=3');
});

test('an ordering the collection does not offer is ignored', async () => {
  const fetch = mockFetch({ '/api/admin/events/': page(0, []) });
  renderHub('events', { ordering: 'password' });
  expect(await screen.findByText('0 Einträge')).toBeInTheDocument();
  expect(listCalls(fetch)[0]).toBe('/api/admin/events/?page=1');
});

test('a header press sorts ascending, then descending, then not at all', () => {
  expect(nextOrdering('', 'title_de')).toBe('title_de');
  expect(nextOrdering('title_de', 'title_de')).toBe('-title_de');
  expect(nextOrdering('-title_de', 'title_de')).toBe('');
  expect(nextOrdering('-date_start', 'title_de')).toBe('title_de');
});

test('filters by room, day range and flag go through the address and into the list call', async () => {
  const fetch = mockFetch({
    '/api/admin/events/': page(1, [event(1, 'Lesung')]),
    '/api/admin/rooms/': page(1, [{ id: 4, revision: 1, label: 'Studio · Pfefferberg' }]),
  });
  const user = userEvent.setup();
  const { navigate } = renderHub('events', { room_id: '4', is_cancelled: 'false' });
  expect(await screen.findByRole('link', { name: 'Lesung' })).toBeInTheDocument();
  expect(listCalls(fetch)[0]).toBe('/api/admin/events/?page=1&room_id=4&is_cancelled=false');
  await screen.findByRole('option', { name: 'Studio · Pfefferberg' });
  expect(screen.getByLabelText('Raum')).toHaveValue('4');
  await user.type(screen.getByLabelText('Beginn ab'), '2026-06-01');
  await user.selectOptions(screen.getByLabelText('Online'), 'false');
  await user.click(screen.getByRole('button', { name: 'Filtern' }));
  expect(navigate).toHaveBeenLastCalledWith('/cms-hub/events?room_id=4&is_cancelled=false&date_start__gte=2026-06-01&is_online=false');
  await user.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
  expect(navigate).toHaveBeenLastCalledWith('/cms-hub/events');
});

test('selected rows are set offline together, and the rows the api refused are named with its reason', async () => {
  const fetch = mockFetch({
    '/api/admin/events/': page(3, [event(1, 'Lesung'), event(2, 'Konzert'), event(3, 'Gespräch')]),
    '/api/admin/events/bulk/': { results: [{ id: 1, status: 200 }, { id: 3, status: 409, detail: 'Karten verkauft' }] },
  });
  const user = userEvent.setup();
  renderHub('events');
  await user.click(await screen.findByRole('checkbox', { name: 'Lesung auswählen' }));
  await user.click(screen.getByRole('checkbox', { name: 'Gespräch auswählen' }));
  expect(screen.getByRole('group', { name: '2 ausgewählt' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Offline stellen' }));
  expect(await screen.findByText('1 Eintrag geändert. Nicht geändert: Gespräch (Karten verkauft)')).toBeInTheDocument();
  expect(sentBody(fetch, '/api/admin/events/bulk/', 'POST')).toEqual({ action: 'offline', ids: [1, 3] });
  expect(listCalls(fetch).filter((url) => url.startsWith('/api/admin/events/?'))).toHaveLength(2);
});

test('the hub search finds objects of every kind and links each to its form', async () => {
  mockFetch({
    '/api/admin/search/': { results: [{ collection: 'persons', id: 5, label: 'Amara Bauer' }, { collection: 'events', id: 9, label: 'Lesung mit Amara Bauer' }] },
    '/api/error-log/': page(0, []),
  });
  const user = userEvent.setup();
  const { navigate, rerenderAt } = renderHub('');
  await user.type(screen.getByRole('searchbox', { name: /Veranstaltungen, Personen/ }), 'Amara Bauer');
  await user.click(screen.getAllByRole('button', { name: 'Suchen' })[0] as HTMLElement);
  expect(navigate).toHaveBeenLastCalledWith('/cms-hub?q=Amara%20Bauer');
  rerenderAt('', { q: 'Amara Bauer' });
  expect(await screen.findByRole('link', { name: 'Amara Bauer' })).toHaveAttribute('href', '/cms-hub/persons/5');
  expect(screen.getByText('2 Treffer für „Amara Bauer“')).toBeInTheDocument();
});

test('a row is duplicated from the list and the copy opens', async () => {
  const fetch = mockFetch({ '/api/admin/events/': page(1, [event(1, 'Lesung')]), '/api/admin/events/1/duplicate/': { id: 77, revision: 1, title_de: 'Lesung' } });
  const user = userEvent.setup();
  const { navigate } = renderHub('events');
  await user.click(await screen.findByRole('button', { name: /^Duplizieren\s?: Lesung$/ }));
  await screen.findByRole('link', { name: 'Lesung' });
  expect(fetch.mock.calls.some((args: unknown[]) => String(args[0]) === '/api/admin/events/1/duplicate/' && (args[1] as RequestInit | undefined)?.method === 'POST')).toBe(true);
  expect(navigate).toHaveBeenLastCalledWith('/cms-hub/events/77');
});
