import { screen } from '@testing-library/react';
import { serverParcel } from '@festival/shared/ssr/server-parcel';
import { mockFetch } from '@festival/shared/testing/mock-fetch';
import '../../../i18n/programme-resources';
import { hydrateServerHtml } from '@festival/shared/testing/server-hydration';
import { parcelProps } from '../../../testing/fixtures';
import { loadProductions } from '../api/load-productions';
import { ProductionsPage } from '../components/productions-page';

const production = (id: number, title: string) => ({
  id, title, name: title, headline: title, link: `/de/produktionen/p/${id}`, preline: '', subline: '', link_text: '',
  image_obj: null, image_thumbnails: null, season: null, exhibition_type: null, date_start: null, date_end: null,
});
const answers = {
  '/de/api/seasons/': [{ id: 1, name: '2026/27' }],
  '/de/api/exhibition-types/': [{ id: 4, slug: 'lesung', name: 'Lesung' }],
  '/de/api/production-tags/': [{ id: 7, name: 'Debüt' }, { id: 8, name: 'Intern', show_in_filter: false }],
  '/de/api/productions/?season=1&date=01-12-2026&page=1': { count: 2, next: '/de/api/productions/?page=2', previous: null, results: [production(3, 'Nachtlese')] },
  '/de/api/productions/?season=1&date=01-12-2026&page=2': { count: 2, next: null, previous: null, results: [production(4, 'Morgenrot')] },
};
const props = parcelProps({ routeName: 'productions', query: { season: '1', date: '01-12-2026' } });
const routeProps = { locale: props.locale, routeName: props.routeName, params: props.params, query: props.query };
const signal = () => new AbortController().signal;

beforeEach(() => {
  window.scrollTo = jest.fn();
  window.IntersectionObserver = class { observe() {} disconnect() {} } as unknown as typeof IntersectionObserver;
});
afterEach(() => jest.restoreAllMocks());

test('the loader asks for the three option lists and the first page of the query through its fetch', async () => {
  const fetch = mockFetch(answers);
  const data = await loadProductions({ ...routeProps, now: () => new Date(), fetch }, signal());
  expect(fetch.mock.calls.map(([url]) => String(url)).sort()).toEqual([
    '/de/api/exhibition-types/', '/de/api/production-tags/', '/de/api/productions/?season=1&date=01-12-2026&page=1', '/de/api/seasons/',
  ]);
  expect(data).toMatchObject({ filter: { season: 1, exhibition_type: null, tag: null }, date: '2026-12-01' });
  expect(data.options.tag).toEqual([{ id: 7, name: 'Debüt' }]);
});

test('a query that does not parse is refused', async () => {
  await expect(loadProductions({ ...routeProps, query: { season: 'neu' }, now: () => new Date(), fetch: mockFetch(answers) }, signal())).rejects.toThrow('season');
});

test('the server renders the first page with its filters, and the browser hydrates it without asking the api again', async () => {
  const data = await loadProductions({ ...routeProps, now: () => new Date(), fetch: mockFetch(answers) }, signal());
  const html = serverParcel(ProductionsPage, loadProductions).render(routeProps, data);
  expect(html).toContain('Nachtlese');
  expect(html).toContain('Debüt');

  const fetch = mockFetch(answers);
  const { errors } = await hydrateServerHtml(ProductionsPage, props, html, data);
  expect(errors).not.toHaveBeenCalled();
  expect(fetch).not.toHaveBeenCalled();
  expect(screen.getByLabelText('Saison')).toHaveValue('1');
});
