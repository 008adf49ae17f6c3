import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordingLoader, renderRoute, resetStores, siteApi } from '../../testing/render-route';
import { BLUR_CLOSE_DELAY_MS, OPEN_FOCUS_DELAY_MS } from '../header-search';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '../use-autocomplete';

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

const combobox = () => searchBox().getByRole('combobox', { name: 'Website durchsuchen' });
const suggestionList = () => screen.queryByRole('listbox', { name: 'Suchvorschläge' });

/** Opens the box with its button and waits for the input to take the focus. */
async function openBox(u: ReturnType<typeof user>) {
  await u.click(await screen.findByRole('button', { name: 'Suche', expanded: false }));
  act(() => jest.advanceTimersByTime(OPEN_FOCUS_DELAY_MS));
  return combobox();
}

/** Types, then lets the typing pause pass so that the suggestions are asked for. */
async function typeAndPause(u: ReturnType<typeof user>, input: HTMLElement, text: string) {
  await u.type(input, text);
  await act(async () => jest.advanceTimersByTime(AUTOCOMPLETE_DEBOUNCE_MS));
}

test('desktop: the first click opens the input and focuses it after the delay; a later click submits', async () => {
  const fetch = api();
  renderRoute('/de/search');
  const u = user();
  const button = await screen.findByRole('button', { name: 'Suche', expanded: false });
  expect(searchBox().queryByRole('combobox')).toBeNull();
  await u.click(button);
  const input = combobox();
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

test('mobile: the field is closed until the search button opens it; Escape closes it and returns to the button', async () => {
  setDesktop(false);
  api();
  renderRoute('/de/search');
  const u = user();
  const button = await screen.findByRole('button', { name: 'Suche', expanded: false });
  expect(searchBox().queryByRole('combobox')).toBeNull();
  const input = await openBox(u);
  expect(input).toHaveFocus();
  expect(button).toHaveAttribute('aria-expanded', 'true');
  await u.keyboard('{Escape}');
  expect(searchBox().queryByRole('combobox')).toBeNull();
  expect(button).toHaveFocus();
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('requests wait for a pause in typing: one lowercased request for a whole word', async () => {
  const fetch = api();
  renderRoute('/de/search');
  const u = user();
  const input = await openBox(u);
  await u.type(input, 'LYRIK');
  expect(calls(fetch, '/de/api/search/autocomplete/')).toEqual([]);
  act(() => jest.advanceTimersByTime(AUTOCOMPLETE_DEBOUNCE_MS - 1));
  expect(calls(fetch, '/de/api/search/autocomplete/')).toEqual([]);
  await act(async () => jest.advanceTimersByTime(1));
  expect(calls(fetch, '/de/api/search/autocomplete/')).toEqual(['/de/api/search/autocomplete/?query=lyrik']);
  await u.type(input, '{Backspace}{Backspace}   ');
  await act(async () => jest.advanceTimersByTime(AUTOCOMPLETE_DEBOUNCE_MS));
  expect(calls(fetch, '/de/api/search/autocomplete/')).toEqual(['/de/api/search/autocomplete/?query=lyrik', '/de/api/search/autocomplete/?query=lyr']);
});

test('ARIA 1.2 combobox: the arrow keys move the active option, the focus stays in the input, Enter searches for it', async () => {
  const fetch = api();
  renderRoute('/de/search');
  const u = user();
  const input = await openBox(u);
  expect(input).toHaveAttribute('aria-expanded', 'false');
  expect(input).toHaveAttribute('aria-autocomplete', 'list');
  await typeAndPause(u, input, 'lyr');
  const list = await screen.findByRole('listbox', { name: 'Suchvorschläge' });
  expect(input).toHaveAttribute('aria-controls', list.id);
  expect(input).toHaveAttribute('aria-expanded', 'true');
  expect(input).not.toHaveAttribute('aria-activedescendant');
  const [first, second] = within(list).getAllByRole('option');
  await u.keyboard('{ArrowDown}');
  expect(input).toHaveFocus();
  expect(input).toHaveAttribute('aria-activedescendant', first?.id);
  expect(first).toHaveAttribute('aria-selected', 'true');
  await u.keyboard('{ArrowDown}');
  expect(input).toHaveAttribute('aria-activedescendant', second?.id);
  expect(first).toHaveAttribute('aria-selected', 'false');
  await u.keyboard('{ArrowDown}');
  expect(input).toHaveAttribute('aria-activedescendant', first?.id);
  await u.keyboard('{ArrowUp}');
  expect(input).toHaveAttribute('aria-activedescendant', second?.id);
  await u.keyboard('{Enter}');
  expect(suggestionList()).toBeNull();
  expect(await screen.findByText('Ihre Suche ergab keine Treffer.')).toBeInTheDocument();
  expect(calls(fetch, '/de/api/search/?')).toEqual(['/de/api/search/?query=lyriker']);
});

test('a suggestion is the whole query the api completed', async () => {
  const fetch = api({ '/de/api/search/autocomplete/': { suggestions: ['junge lyrik'] } });
  renderRoute('/de/search');
  const u = user();
  await typeAndPause(u, await openBox(u), 'junge lyr');
  await u.click(await screen.findByRole('option', { name: 'junge lyrik' }));
  expect(await screen.findByText('Ihre Suche ergab keine Treffer.')).toBeInTheDocument();
  expect(calls(fetch, '/de/api/search/?')).toEqual(['/de/api/search/?query=junge+lyrik']);
});

test('Escape closes the list and keeps the text and the focus in the input', async () => {
  api();
  renderRoute('/de/search');
  const u = user();
  const input = await openBox(u);
  await typeAndPause(u, input, 'lyr');
  await screen.findByRole('listbox', { name: 'Suchvorschläge' });
  await u.keyboard('{ArrowDown}{Escape}');
  expect(suggestionList()).toBeNull();
  expect(input).toHaveAttribute('aria-expanded', 'false');
  expect(input).not.toHaveAttribute('aria-activedescendant');
  expect(input).toHaveValue('lyr');
  expect(input).toHaveFocus();
});

test('the clear button shows only with text, empties, closes the list and refocuses', async () => {
  api();
  renderRoute('/de/search');
  const u = user();
  const input = await openBox(u);
  expect(searchBox().queryByRole('button', { name: 'Eingabe löschen' })).toBeNull();
  await typeAndPause(u, input, 'lyr');
  await screen.findByRole('listbox', { name: 'Suchvorschläge' });
  await u.click(searchBox().getByRole('button', { name: 'Eingabe löschen' }));
  expect(input).toHaveValue('');
  expect(input).toHaveFocus();
  expect(suggestionList()).toBeNull();
  expect(searchBox().queryByRole('button', { name: 'Eingabe löschen' })).toBeNull();
});

test('desktop blur closes the list after the delay; focusing with text asks again', async () => {
  const fetch = api();
  renderRoute('/de/search');
  const u = user();
  const input = await openBox(u);
  await typeAndPause(u, input, 'lyr');
  await screen.findByRole('listbox', { name: 'Suchvorschläge' });
  act(() => input.blur());
  act(() => jest.advanceTimersByTime(BLUR_CLOSE_DELAY_MS - 1));
  expect(suggestionList()).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(suggestionList()).toBeNull();
  const before = calls(fetch, '/de/api/search/autocomplete/').length;
  await act(async () => input.focus());
  await act(async () => jest.advanceTimersByTime(AUTOCOMPLETE_DEBOUNCE_MS));
  expect(await screen.findByRole('listbox', { name: 'Suchvorschläge' })).toBeInTheDocument();
  expect(calls(fetch, '/de/api/search/autocomplete/')).toHaveLength(before + 1);
});

test('empty text is not searched; on a category page the category stays and the page goes back to 1', async () => {
  const fetch = api();
  renderRoute('/de/search/events/3?q=alt');
  const u = user();
  const input = await openBox(u);
  await u.type(input, '   {Enter}');
  expect(calls(fetch, '/de/api/search/events/').every((url) => url.includes('query=alt'))).toBe(true);
  await u.clear(input);
  await u.type(input, 'neu{Enter}');
  await act(async () => undefined);
  expect(calls(fetch, '/de/api/search/events/').at(-1)).toBe('/de/api/search/events/?query=neu&page=1');
});

test('mobile: the opened box submits with its button; a failed autocomplete shows no list', async () => {
  setDesktop(false);
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const fetch = api({ '/de/api/search/autocomplete/': { status: 500, body: { detail: 'Internal server error' } } });
  renderRoute('/de/search');
  const u = user();
  await typeAndPause(u, await openBox(u), 'lyr');
  await act(async () => undefined);
  expect(suggestionList()).toBeNull();
  expect(error).toHaveBeenCalledWith('autocomplete', expect.anything());
  await u.click(searchBox().getByRole('button', { name: 'Suche' }));
  expect(await screen.findByText('Ihre Suche ergab keine Treffer.')).toBeInTheDocument();
  expect(calls(fetch, '/de/api/search/?')).toEqual(['/de/api/search/?query=lyr']);
});

test('a click outside the opened box closes it, a click inside does not', async () => {
  api();
  renderRoute('/de/search');
  const u = user();
  const button = await screen.findByRole('button', { name: 'Suche', expanded: false });
  const input = await openBox(u);
  await u.click(input);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  await u.click(screen.getByRole('heading', { level: 1 }));
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(searchBox().queryByRole('combobox')).toBeNull();
});
