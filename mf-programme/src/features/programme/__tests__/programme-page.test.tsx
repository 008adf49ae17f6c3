import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@festival/shared/testing/mock-fetch';
import { withParcelRoot } from '@festival/shared/ui/parcel-root';
import '../../../i18n/programme-resources';
import { eventCard, parcelProps } from '../../../testing/fixtures';
import { ProgrammePage } from '../components/programme-page';

const Page = withParcelRoot(ProgrammePage);
const options = {
  '/de/api/rooms/': [{ id: 2, name: 'Großer Saal' }],
  '/de/api/exhibition-types/': [{ id: 4, slug: 'lesung', name: 'Lesung' }],
  '/de/api/event-tags/': [{ id: 8, name: 'Premiere', show_in_filter: true }, { id: 9, name: 'Intern', show_in_filter: false }],
  '/de/api/series/': [],
  '/de/api/genres/': [],
  '/de/api/teasers/': [],
};
const day = (date: string, ids: number[]) => ({
  date, date_start: `${date}T00:00:00+01:00`, events: ids.map((id) => eventCard(id, `Lesung${id}`, `${date}T18:30:00.000Z`)),
});

beforeEach(() => {
  window.scrollTo = jest.fn();
});

test('events by day, the five filters from the api, and a filter choice written to the URL', async () => {
  const fetch = mockFetch({ ...options, '/de/api/events/': { count: 1, next: null, previous: null, results: [day('2026-11-21', [1, 2])] } });
  const props = parcelProps();
  render(<Page {...props} />);
  expect(await screen.findByRole('heading', { level: 2, name: 'Sa., 21. November 2026' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Lesung1' })).toHaveAttribute('href', '/de/programm/lesung1/1');
  expect(screen.getAllByText('19:30 Uhr')).toHaveLength(2);
  for (const label of ['Ort', 'Veranstaltungsart', 'Schlagwort', 'Reihe', 'Genre']) {
    expect(screen.getByRole('combobox', { name: label })).toBeInTheDocument();
  }
  const tags = screen.getByRole('combobox', { name: 'Schlagwort' });
  await waitFor(() => expect(within(tags).getByRole('option', { name: 'Premiere' })).toBeInTheDocument());
  expect(within(tags).queryByRole('option', { name: 'Intern' })).not.toBeInTheDocument();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ort' }), '2');
  expect(props.navigate).toHaveBeenCalledWith('/de/programm?room=2', { replace: true });
  expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/de/api/events/?page=1&page_size=10');
});

test('filters from the URL go to the api; no result offers the reset', async () => {
  const fetch = mockFetch({ ...options, '/de/api/events/': { count: 0, next: null, previous: null, results: [] } });
  const props = parcelProps({ query: { room: '2', date: '21-11-2026' } });
  render(<Page {...props} />);
  expect(await screen.findByText(/Leider hat Ihre Auswahl kein Ergebnis ergeben/)).toBeInTheDocument();
  expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/de/api/events/?room=2&date=21-11-2026&page=1&page_size=10');
  expect(screen.getByLabelText('Datum')).toHaveValue('2026-11-21');
  await userEvent.click(screen.getAllByRole('button', { name: 'Filter zurücksetzen' })[0]!);
  expect(props.navigate).toHaveBeenCalledWith('/de/programm', { replace: true });
});

test('more events load page by page and join the days', async () => {
  const fetch = mockFetch({
    ...options,
    '/de/api/events/?page=1&page_size=10': { count: 2, next: '/de/api/events/?page=2', previous: null, results: [day('2026-11-21', [1])] },
    '/de/api/events/?page=2&page_size=10': { count: 2, next: null, previous: null, results: [day('2026-11-21', [2]), day('2026-11-22', [3])] },
  });
  render(<Page {...parcelProps()} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Weitere Veranstaltungen laden' }));
  expect(await screen.findByRole('link', { name: 'Lesung3' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  expect(screen.queryByRole('button', { name: 'Weitere Veranstaltungen laden' })).not.toBeInTheDocument();
  expect(fetch.mock.calls.filter(([url]) => String(url).startsWith('/de/api/events/'))).toHaveLength(2);
});
