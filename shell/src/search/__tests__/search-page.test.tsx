import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordingLoader, renderRoute, resetStores, siteApi } from '../../testing/render-route';

// The route's lazy page, loaded before any test: findBy then waits for the page to render,
// not for jest to compile its modules.
beforeAll(() => import('../search-page'));

const result = (id: number, kind: string, title: string, url: string, date: string | null = null) => ({
  id, kind, title, text: `Auszug ${title}`, url, image: null, date_start: date,
});
const page = (results: unknown[], next: string | null = null) => ({ count: results.length, next, previous: null, results });

beforeEach(() => {
  resetStores();
  recordingLoader();
  window.scrollTo = jest.fn();
});

test('the overview shows both categories with their first results', async () => {
  const fetch = siteApi({
    '/de/api/search/': {
      query: 'lesung',
      events: page([result(1, 'event', 'Nachtlesung', '/de/programm/nachtlesung/1', '2026-11-21T18:30:00.000Z')]),
      others: page([result(2, 'article', 'Über das Lesen', '/de/magazin/ueber-das-lesen/2')]),
    },
  });
  renderRoute('/de/search?q=lesung');
  expect(await screen.findByRole('link', { name: 'Nachtlesung' })).toHaveAttribute('href', '/de/programm/nachtlesung/1');
  expect(screen.getByText('Sa., 21. November 2026, 19:30 Uhr')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Über das Lesen' })).toBeInTheDocument();
  expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/de/api/search/?query=lesung');
  expect(screen.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveValue('lesung');
});

test('a category lists its page and links to the next one', async () => {
  const fetch = siteApi({
    '/de/api/search/events/': page([result(1, 'event', 'Nachtlesung', '/de/programm/nachtlesung/1')], '/de/api/search/events/?query=lesung&page=2'),
  });
  renderRoute('/de/search/events?q=lesung');
  expect(await screen.findByRole('link', { name: 'Nachtlesung' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Nächste Seite' })).toHaveAttribute('href', '/de/search/events/2?q=lesung');
  expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/de/api/search/events/?query=lesung&page=1');
  const tabs = screen.getByRole('navigation', { name: 'Kategorien' });
  expect(within(tabs).getByRole('link', { name: 'Veranstaltungen' })).toHaveAttribute('aria-current', 'page');
});

test('no results say so; an empty search sends nothing', async () => {
  const fetch = siteApi({ '/en/api/search/': { query: 'xyz', events: page([]), others: page([]) } });
  renderRoute('/en/search?q=xyz');
  expect(await screen.findByText('Your search did not return any results')).toBeInTheDocument();
  const main = within(screen.getByRole('main'));
  await userEvent.clear(main.getByRole('searchbox'));
  await userEvent.click(main.getByRole('button', { name: 'Search' }));
  expect(fetch.mock.calls.filter(([url]) => String(url).includes('/api/search/'))).toHaveLength(1);
});
