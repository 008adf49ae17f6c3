import { registerRemoteLoader } from '@festival/shared/remotes/remote-registry';
import { serverParcel } from '@festival/shared/ssr/server-parcel';
import { fakeResponse, mockFetch } from '@festival/shared/testing/mock-fetch';
import '../../../i18n/programme-resources';
import { hydrateServerHtml } from '@festival/shared/testing/server-hydration';
import { eventDetail, parcelProps } from '../../../testing/fixtures';
import { loadEvent } from '../api/get-event';
import { EventDetail } from '../components/event-detail';

const props = parcelProps({ routeName: 'events-slug-id', params: { slug: 'nachtfaehre', id: '12' } });
const routeProps = { locale: props.locale, routeName: props.routeName, params: props.params, query: props.query };

afterEach(() => jest.restoreAllMocks());

test('the loader asks the api for the event through the fetch it is given', async () => {
  const fetch = jest.fn(async () => fakeResponse(200, eventDetail()));
  const data = await loadEvent({ ...routeProps, locale: 'en', now: () => new Date(), fetch }, new AbortController().signal);
  expect(data.title).toBe('Nachtfähre');
  expect(fetch).toHaveBeenCalledWith('/en/api/events/12/', expect.objectContaining({ method: 'GET' }));
});

test('the server renders the event from its data, and the browser hydrates it without loading it again', async () => {
  const data = await loadEvent({ ...routeProps, now: () => new Date(), fetch: mockFetch({ '/de/api/events/12/': eventDetail() }) }, new AbortController().signal);
  const { render } = serverParcel(EventDetail, loadEvent);
  const html = render(routeProps, data);
  expect(html).toContain('<h1 class="pg-title">Nachtfähre</h1>');
  expect(html).toContain('12\u00a0€');

  const fetch = mockFetch({ '/de/api/events/12/': eventDetail() });
  registerRemoteLoader(() => new Promise(() => undefined));
  const { element, errors } = await hydrateServerHtml(EventDetail, props, html, data);
  expect(element.querySelector('h1')?.textContent).toBe('Nachtfähre');
  expect(errors).not.toHaveBeenCalled();
  expect(fetch).not.toHaveBeenCalled();
});
