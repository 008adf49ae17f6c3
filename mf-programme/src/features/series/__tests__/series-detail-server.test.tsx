import { act, screen } from '@testing-library/react';
import { serverParcel } from '@festival/shared/ssr/server-parcel';
import { mockFetch } from '@festival/shared/testing/mock-fetch';
import '../../../i18n/programme-resources';
import { hydrateServerHtml } from '@festival/shared/testing/server-hydration';
import { eventCard, parcelProps } from '../../../testing/fixtures';
import { loadSeries } from '../api/get-series';
import { SeriesDetail } from '../components/series-detail';

const series = {
  id: 7, slug: 'nachtgespraeche', name: 'Nachtgespräche', headline: 'Nachtgespräche', subline: '', description: '',
  image_obj: null, urls: { de: '/de/reihen/nachtgespraeche/7', en: '/en/series/nachtgespraeche/7' },
};
const day = (date: string, name: string, id: number) => ({ date, date_start: `${date}T00:00:00+01:00`, events: [eventCard(id, name, `${date}T18:30:00.000Z`)] });
const answers = {
  '/de/api/series/7/': series,
  '/de/api/events/?series=7&page=1&page_size=10': { count: 2, next: '/de/api/events/?series=7&page=2', previous: null, results: [day('2026-12-01', 'Nachtfähre', 1)] },
  '/de/api/events/?series=7&page=2&page_size=10': { count: 2, next: null, previous: null, results: [day('2026-12-02', 'Morgenlicht', 2)] },
};
const props = parcelProps({ routeName: 'series-slug-id', params: { slug: 'nachtgespraeche', id: '7' } });
const routeProps = { locale: props.locale, routeName: props.routeName, params: props.params, query: props.query };

let observed: IntersectionObserverCallback | null = null;
beforeEach(() => {
  observed = null;
  window.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      observed = callback;
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
});
afterEach(() => jest.restoreAllMocks());

test('the loader asks for the series and the first page of its events through its fetch', async () => {
  const fetch = mockFetch(answers);
  const data = await loadSeries({ ...routeProps, now: () => new Date(), fetch }, new AbortController().signal);
  expect(fetch.mock.calls.map(([url]) => String(url)).sort()).toEqual(['/de/api/events/?series=7&page=1&page_size=10', '/de/api/series/7/']);
  expect(data).toMatchObject({ id: 7, firstEvents: answers['/de/api/events/?series=7&page=1&page_size=10'] });
});

test('the series fails with the api\'s status', async () => {
  const fetch = mockFetch({ ...answers, '/de/api/series/7/': { status: 404, body: { detail: 'Not found.' } } });
  await expect(loadSeries({ ...routeProps, now: () => new Date(), fetch }, new AbortController().signal)).rejects.toMatchObject({ status: 404 });
});

test('the series and its first events are rendered on the server, hydrated without asking again, and the next page loads at the end', async () => {
  const data = await loadSeries({ ...routeProps, now: () => new Date(), fetch: mockFetch(answers) }, new AbortController().signal);
  const html = serverParcel(SeriesDetail, loadSeries).render(routeProps, data);
  expect(html).toContain('Nachtgespräche');
  expect(html).toContain('Nachtfähre');

  const fetch = mockFetch(answers);
  const { errors } = await hydrateServerHtml(SeriesDetail, props, html, data);
  expect(errors).not.toHaveBeenCalled();
  expect(fetch).not.toHaveBeenCalled();
  await act(async () => observed?.([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
  expect(await screen.findByText('Morgenlicht')).toBeInTheDocument();
  expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/de/api/events/?series=7&page=2&page_size=10']);
});
