import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordingLoader, renderRoute, resetStores, siteApi } from '../../testing/render-route';
import { BLUR_CLOSE_DELAY_MS, OPEN_FOCUS_DELAY_MS } from '../header-search';

// The route's lazy page, loaded before any test: findBy then waits for the page to render,
// not for jest to compile its modules.
beforeAll(() => import('../search-page'));

const overview = { events: { count: 0, results: [] }, others: { count: 0, results: [] } };
const page = { count: 0, results: [], next: null, previous: null };

function setDesktop(matches: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches, media: query, onchange: null, addEventListener: jest.fn(), removeEventListener: jest.fn(),
    addListener: jest.fn(), removeListener: jest.fn(), dispatchEvent: jest.fn(),
  }));
}

function api(extra: Record<string, unknown> = {}) {
  return siteApi({
    '/de/api/search/autocomplete/': { suggestions: ['lyrik', 'lyriker'] },
    '/de/api/search/': overview,
    '/de/api/search/events/': page,
    ...extra,
  });
}

const calls = (fetch: jest.Mock, path: string) => fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(path));
const searchBox = () => within(screen.getByRole('search', { name: 'Website durchsuchen' }));
const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

beforeEach(() => {
  jest.useFakeTimers();
  resetStores();
  recordingLoader();
  window.scrollTo = jest.fn();
  setDesktop(true);
});

afterEach(() => {
  jest.useRealTimers();
});

test('desktop: the first click opens the input and focuses it after the delay; a later click submits', async () => {
  const fetch = api();
  renderRoute('/de/search');
  const u = user();
  const button = await screen.findByRole('button', { name: 'Suche', expanded: false });
  expect(searchBox().queryByRole('searchbox')).toBeNull();
  await u.click(button);
  const input = searchBox().getByRole('searchbox', { name: 'Website durchsuchen' });
  expect(button).toHaveAttribute('aria-expanded', 'true');
  act(() => jest.advanceTimersByTime(OPEN_FOCUS_DELAY_MS - 1));
  expect(input).not.toHaveFocus();
  act(() => jest.advanceTimersByTime(1));
  expect(input).toHaveFocus();
  await u.type(input, 'Lyrik');
  await u.click(button);
  expect(await screen.findByText('Ihre Suche ergab keine Treffer.')).toBeInTheDocument();
  expect(calls(fetch, '/de/api/search/?')).toEqual(['/de/api/search/?query=Lyrik']);
});

test('autocomplete is asked lowercased, ArrowDown enters the list and a suggestion searches for it', async () => {
  const fetch = api();
  renderRoute('/de/search');
  const u = user();
  await u.click(await screen.findByRole('button', { name: 'Suche' }));
  const input = searchBox().getByRole('searchbox');
  await u.type(input, 'LYR');
  expect(calls(fetch, '/de/api/search/autocomplete/').at(-1)).toBe('/de/api/search/autocomplete/?query=lyr');
  const list = await screen.findByRole('list', { name: 'Suchvorschläge' });
  expect(input).toHaveAttribute('aria-expanded', 'true');
  await u.keyboard('{ArrowDown}');
  expect(within(list).getByRole('button', { name: 'lyrik' })).toHaveFocus();
  await u.keyboard('{ArrowDown}');
  expect(within(list).getByRole('button', { name: 'lyriker' })).toHaveFocus();
  await u.keyboard('{Enter}');
  expect(screen.queryByRole('list', { name: 'Suchvorschläge' })).toBeNull();
  expect(await screen.findByText('Ihre Suche ergab keine Treffer.')).toBeInTheDocument();
  expect(calls(fetch, '/de/api/search/?')).toEqual(['/de/api/search/?query=lyriker']);
});

test('a suggestion is the whole query the api completed', async () => {
  const fetch = api({ '/de/api/search/autocomplete/': { suggestions: ['junge lyrik'] } });
  renderRoute('/de/search');
  const u = user();
  await u.click(await screen.findByRole('button', { name: 'Suche' }));
  await u.type(searchBox().getByRole('searchbox'), 'junge lyr');
  await u.click(await screen.findByRole('button', { name: 'junge lyrik' }));
  expect(await screen.findByText('Ihre Suche ergab keine Treffer.')).toBeInTheDocument();
  expect(calls(fetch, '/de/api/search/?')).toEqual(['/de/api/search/?query=junge+lyrik']);
});

test('Escape in the list closes it and returns to the input', async () => {
  api();
  renderRoute('/de/search');
  const u = user();
  await u.click(await screen.findByRole('button', { name: 'Suche' }));
  await u.type(searchBox().getByRole('searchbox'), 'lyr');
  await screen.findByRole('list', { name: 'Suchvorschläge' });
  await u.keyboard('{ArrowDown}{Escape}');
  expect(screen.queryByRole('list', { name: 'Suchvorschläge' })).toBeNull();
  expect(searchBox().getByRole('searchbox')).toHaveFocus();
});

test('the clear button shows only with text, empties, closes the list and refocuses', async () => {
  api();
  renderRoute('/de/search');
  const u = user();
  await u.click(await screen.findByRole('button', { name: 'Suche' }));
  const input = searchBox().getByRole('searchbox');
  expect(searchBox().queryByRole('button', { name: 'Eingabe löschen' })).toBeNull();
  await u.type(input, 'lyr');
  await screen.findByRole('list', { name: 'Suchvorschläge' });
  await u.click(searchBox().getByRole('button', { name: 'Eingabe löschen' }));
  expect(input).toHaveValue('');
  expect(input).toHaveFocus();
  expect(screen.queryByRole('list', { name: 'Suchvorschläge' })).toBeNull();
  expect(searchBox().queryByRole('button', { name: 'Eingabe löschen' })).toBeNull();
});

test('desktop blur closes the list after the delay; focusing with text asks again', async () => {
  const fetch = api();
  renderRoute('/de/search');
  const u = user();
  await u.click(await screen.findByRole('button', { name: 'Suche' }));
  const input = searchBox().getByRole('searchbox');
  await u.type(input, 'lyr');
  await screen.findByRole('list', { name: 'Suchvorschläge' });
  act(() => input.blur());
  act(() => jest.advanceTimersByTime(BLUR_CLOSE_DELAY_MS - 1));
  expect(screen.getByRole('list', { name: 'Suchvorschläge' })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByRole('list', { name: 'Suchvorschläge' })).toBeNull();
  const before = calls(fetch, '/de/api/search/autocomplete/').length;
  await act(async () => input.focus());
  expect(await screen.findByRole('list', { name: 'Suchvorschläge' })).toBeInTheDocument();
  expect(calls(fetch, '/de/api/search/autocomplete/')).toHaveLength(before + 1);
});

test('empty text is not searched; on a category page the category stays and the page goes back to 1', async () => {
  const fetch = api();
  renderRoute('/de/search/events/3?q=alt');
  const u = user();
  const button = await screen.findByRole('button', { name: 'Suche' });
  await u.click(button);
  const input = searchBox().getByRole('searchbox');
  await u.type(input, '   {Enter}');
  expect(calls(fetch, '/de/api/search/events/').every((url) => url.includes('query=alt'))).toBe(true);
  await u.clear(input);
  await u.type(input, 'neu{Enter}');
  await act(async () => undefined);
  expect(calls(fetch, '/de/api/search/events/').at(-1)).toBe('/de/api/search/events/?query=neu&page=1');
});

test('mobile: the input is always there and the button submits; a failed autocomplete shows no list', async () => {
  setDesktop(false);
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const fetch = api({ '/de/api/search/autocomplete/': { status: 500, body: { detail: 'Internal server error' } } });
  renderRoute('/de/search');
  const u = user();
  const input = await searchBox().findByRole('searchbox');
  await u.type(input, 'lyr');
  await act(async () => undefined);
  expect(screen.queryByRole('list', { name: 'Suchvorschläge' })).toBeNull();
  expect(error).toHaveBeenCalledWith('autocomplete', expect.anything());
  await u.click(searchBox().getByRole('button', { name: 'Suche' }));
  expect(await screen.findByText('Ihre Suche ergab keine Treffer.')).toBeInTheDocument();
  expect(calls(fetch, '/de/api/search/?')).toEqual(['/de/api/search/?query=lyr']);
});

test('desktop: a click outside the opened box closes it, a click inside does not', async () => {
  api();
  renderRoute('/de/search');
  const u = user();
  const button = await screen.findByRole('button', { name: 'Suche', expanded: false });
  await u.click(button);
  act(() => jest.advanceTimersByTime(OPEN_FOCUS_DELAY_MS));
  await u.click(searchBox().getByRole('searchbox', { name: 'Website durchsuchen' }));
  expect(button).toHaveAttribute('aria-expanded', 'true');
  await u.click(screen.getByRole('heading', { level: 1 }));
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(searchBox().queryByRole('searchbox')).toBeNull();
});
