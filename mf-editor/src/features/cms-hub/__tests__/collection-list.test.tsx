import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@festival/shared/testing/mock-fetch';
import { nextOrdering } from '../components/collection-list';
import { renderHub } from '../testing/render-hub';

const page = (count: number, results: object[], next: string | null = null, previous: string | null = null) => ({ count, next, previous, results });
const event = (id: number, title: string) => ({ id, revision: 1, label: title, title_de: title, date_start: '2026-06-12T17:30:00.000Z', is_online: true });

test('lists a collection with its columns and links each row to its form', async () => {
  const fetch = mockFetch({ '/api/admin/events/': page(2, [event(1, 'Lesung'), event(2, 'Konzert')]) });
  renderHub('events', { q: 'le', ordering: '-date_start', page: '1' });
  expect(await screen.findByRole('link', { name: 'Lesung' })).toHaveAttribute('href', '/cms-hub/events/1');
  expect(screen.getByText('2 Einträge')).toBeInTheDocument();
  expect(screen.getAllByText('Fr., 12. Juni 2026, 19:30 Uhr')).toHaveLength(2);
  expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/admin/events/?q=le&page=1&ordering=-date_start');
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
  expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/admin/events/?page=1');
});

test('a header press sorts ascending, then descending, then not at all', () => {
  expect(nextOrdering('', 'title_de')).toBe('title_de');
  expect(nextOrdering('title_de', 'title_de')).toBe('-title_de');
  expect(nextOrdering('-title_de', 'title_de')).toBe('');
  expect(nextOrdering('-date_start', 'title_de')).toBe('title_de');
});
