import type { RouteLoad } from '@festival/shared/ssr/route-data';
import { fakeResponse } from '@festival/shared/testing/mock-fetch';
import { loadPerson } from '../../features/authors/api/get-person';
import { loadProduction } from '../../features/productions/api/get-production';
import { loadVenue } from '../../features/venues/api/get-venue';
import { loadEvent } from '../../features/event-detail/api/get-event';

const LOADERS: [string, RouteLoad<unknown>, string][] = [
  ['event', loadEvent, '/en/api/events/7/'],
  ['production', loadProduction, '/en/api/productions/7/'],
  ['author', loadPerson, '/en/api/persons/7/'],
  ['venue', loadVenue, '/en/api/venues/7/'],
];

test.each(LOADERS)('the %s loader asks the api through the fetch it is given and gives its answer, named by its route', async (_name, load, url) => {
  const fetch = jest.fn(async () => fakeResponse(200, { id: 7 }));
  const data = await load({ locale: 'en', routeName: null, params: { slug: 'x', id: '7' }, query: {}, now: () => new Date(), fetch }, new AbortController().signal);
  expect(data).toEqual({ id: 7, routeKey: 'en||7' });
  expect(fetch).toHaveBeenCalledWith(url, expect.objectContaining({ method: 'GET' }));
});

test.each(LOADERS)('the %s loader fails with the api\'s status', async (_name, load) => {
  const fetch = jest.fn(async () => fakeResponse(404, { detail: 'Not found.' }));
  await expect(load({ locale: 'de', routeName: null, params: { id: '7' }, query: {}, now: () => new Date(), fetch }, new AbortController().signal)).rejects.toMatchObject({ status: 404 });
});
