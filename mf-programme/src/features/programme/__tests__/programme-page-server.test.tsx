import { berlinToday } from '@festival/shared/format/dates';
import { registerRemoteLoader } from '@festival/shared/remotes/remote-registry';
import { serverParcel } from '@festival/shared/ssr/server-parcel';
import { mockFetch } from '@festival/shared/testing/mock-fetch';
import '../../../i18n/programme-resources';
import { hydrateServerHtml } from '@festival/shared/testing/server-hydration';
import { eventCard, parcelProps } from '../../../testing/fixtures';
import { loadProgramme } from '../api/load-programme';
import { ProgrammePage } from '../components/programme-page';

const answers = {
  '/de/api/rooms/': [{ id: 2, name: 'Großer Saal' }],
  '/de/api/exhibition-types/': [{ id: 4, slug: 'lesung', name: 'Lesung' }],
  '/de/api/event-tags/': [],
  '/de/api/series/': [],
  '/de/api/genres/': [],
  '/de/api/teasers/': [],
  '/de/api/calendar/': { availableDates: ['2026-11-21'] },
  '/de/api/events/': {
    count: 2, next: '/de/api/events/?page=2', previous: null,
    results: [{ date: '2026-11-21', date_start: '2026-11-21T00:00:00+01:00', events: [eventCard(1, 'Nachtfähre', '2026-11-21T18:30:00.000Z')] }],
  },
};
const props = parcelProps({ routeName: 'events', query: { room: '2' } });
const routeProps = { locale: props.locale, routeName: props.routeName, params: props.params, query: props.query };
const signal = () => new AbortController().signal;

beforeEach(() => {
  const noop = async () => undefined;
  registerRemoteLoader(async () => ({ bootstrap: noop, mount: noop, unmount: noop, update: noop }));
  window.IntersectionObserver = class {
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
});
afterEach(() => jest.restoreAllMocks());

test('the loader asks for the filters, the calendar, the teasers and the first page of the query through its fetch', async () => {
  const fetch = mockFetch(answers);
  const data = await loadProgramme({ ...routeProps, now: () => new Date(), fetch }, signal());
  const urls = fetch.mock.calls.map(([url]) => String(url));
  expect(urls).toContain('/de/api/events/?room=2&page=1&page_size=10');
  expect(urls.filter((url) => url.startsWith('/de/api/calendar/'))).toHaveLength(1);
  expect(data).toMatchObject({ today: berlinToday(), filter: { room: 2 }, availableDates: ['2026-11-21'], events: answers['/de/api/events/'] });
  expect(data.options.room).toEqual([{ id: 2, name: 'Großer Saal' }]);
});

test("the filters' today is the day of the clock the loader is given (the api's on the server)", async () => {
  const data = await loadProgramme({ ...routeProps, now: () => new Date('2031-03-04T23:30:00Z'), fetch: mockFetch(answers) }, signal());
  expect(data.today).toBe('2031-03-05');
});

test('a query that does not parse is refused', async () => {
  const fetch = mockFetch(answers);
  await expect(loadProgramme({ ...routeProps, query: { date: 'gestern' }, now: () => new Date(), fetch }, signal())).rejects.toThrow('date');
});

test('the server renders the first page with its filters, and the browser hydrates it without asking the api again', async () => {
  const data = await loadProgramme({ ...routeProps, now: () => new Date(), fetch: mockFetch(answers) }, signal());
  const html = serverParcel(ProgrammePage, loadProgramme).render(routeProps, data);
  expect(html).toContain('Nachtfähre');
  expect(html).toContain('Großer Saal');

  const fetch = mockFetch(answers);
  const { element, errors } = await hydrateServerHtml(ProgrammePage, props, html, data);
  expect(element.textContent).toContain('Nachtfähre');
  expect(errors).not.toHaveBeenCalled();
  expect(fetch).not.toHaveBeenCalled();
});
