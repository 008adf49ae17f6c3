import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@festival/shared/testing/mock-fetch';
import { withParcelRoot } from '@festival/shared/ui/parcel-root';
import '../../../i18n/programme-resources';
import { parcelProps } from '../../../testing/fixtures';
import { ProductionsPage } from '../components/productions-page';

const Page = withParcelRoot(ProductionsPage);
const production = (id: number, title: string) => ({
  id, title, name: title, headline: title, link: `/de/produktionen/p/${id}`, preline: '', subline: '', link_text: '',
  image_obj: null, image_thumbnails: null, season: null, exhibition_type: null, date_start: null, date_end: null,
});
const options = {
  '/de/api/seasons/': [{ id: 1, name: '2026/27' }],
  '/de/api/exhibition-types/': [{ id: 4, slug: 'lesung', name: 'Lesung' }],
  '/de/api/production-tags/': [{ id: 7, name: 'Debüt' }, { id: 8, name: 'Intern', show_in_filter: false }],
};
const listCalls = (fetch: jest.Mock) => fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/de/api/productions/'));

beforeEach(() => {
  window.scrollTo = jest.fn();
  window.IntersectionObserver = class { observe() {} disconnect() {} } as unknown as typeof IntersectionObserver;
});

test('filters from the URL go to the api; a choice updates the URL and scrolls to the top', async () => {
  const fetch = mockFetch({ ...options, '/de/api/productions/': { count: 1, next: null, previous: null, results: [production(3, 'Nachtlese')] } });
  const props = parcelProps({ routeName: 'productions', query: { season: '1', date: '01-12-2026' } });
  render(<Page {...props} />);
  expect(await screen.findByRole('link', { name: 'Nachtlese' })).toHaveAttribute('href', '/de/produktionen/p/3');
  expect(listCalls(fetch)).toEqual(['/de/api/productions/?season=1&date=01-12-2026&page=1']);
  const tag = screen.getByLabelText('Schlagwort');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Debüt' })).toBeInTheDocument());
  expect(screen.queryByRole('option', { name: 'Intern' })).not.toBeInTheDocument();
  await userEvent.selectOptions(tag, '7');
  expect(props.navigate).toHaveBeenCalledWith('/de/produktionen?season=1&tag=7&date=01-12-2026');
  expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
});

test('an empty result says so and offers the reset', async () => {
  mockFetch({ ...options, '/de/api/productions/': { count: 0, next: null, previous: null, results: [] } });
  const props = parcelProps({ routeName: 'productions', query: { exhibition_type: '4' } });
  render(<Page {...props} />);
  expect(await screen.findByText('Keine Produktionen gefunden.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
  expect(props.navigate).toHaveBeenCalledWith('/de/produktionen');
});

test('spec §5: an invalid filter value is logged and sent to the not-found page without a list call', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const fetch = mockFetch(options);
  const props = parcelProps({ routeName: 'productions', query: { tag: 'debut' } });
  render(<Page {...props} />);
  await waitFor(() => expect(props.navigate).toHaveBeenCalledWith('/de/404', { replace: true }));
  expect(error).toHaveBeenCalledWith('Invalid query parameter tag: debut');
  expect(listCalls(fetch)).toEqual([]);
  error.mockRestore();
});

test('Back to the list shows its filter options and cards in the first render, asking the api for none of them again', async () => {
  const fetch = mockFetch({ ...options, '/de/api/productions/': { count: 1, next: null, previous: null, results: [production(3, 'Nachtlese')] } });
  const props = parcelProps({ routeName: 'productions', query: { season: '1' } });
  window.history.replaceState({ key: 'list' }, '');
  const { unmount } = render(<Page {...props} />);
  await screen.findByRole('link', { name: 'Nachtlese' });
  await waitFor(() => expect(screen.getByRole('option', { name: 'Debüt' })).toBeInTheDocument());
  // The visitor opens a production: the router enters a new history entry, then the list unmounts.
  window.history.replaceState({ key: 'production' }, '');
  unmount();
  const asked = fetch.mock.calls.length;

  window.history.replaceState({ key: 'list' }, '');
  render(<Page {...props} />);
  for (const name of ['2026/27', 'Lesung', 'Debüt']) expect(screen.getByRole('option', { name })).toBeInTheDocument();
  expect(screen.getByLabelText('Saison')).toHaveValue('1');
  expect(screen.getByRole('link', { name: 'Nachtlese' })).toBeInTheDocument();
  await act(() => Promise.resolve());
  expect(fetch.mock.calls.slice(asked)).toEqual([]);
});
