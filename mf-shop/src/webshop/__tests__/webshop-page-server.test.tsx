import { render as renderInPage, screen } from '@testing-library/react';
import type { EventDetail } from '@festival/shared/api-schemas/programme';
import type { ShopCalendar } from '@festival/shared/api-schemas/shop';
import { serverParcel } from '@festival/shared/ssr/server-parcel';
import { CART_AMOUNT_COOKIE } from '@festival/shared/cookies/cart-cookies';
import { useCartStore } from '@festival/shared/stores/cart-store';
import { useSettingsStore } from '@festival/shared/stores/settings-store';
import { mockFetch } from '@festival/shared/testing/mock-fetch';
import { hydrateServerHtml } from '@festival/shared/testing/server-hydration';
import { withParcelRoot } from '@festival/shared/ui/parcel-root';
import '../../i18n/shop-resources';
import '../../i18n/webshop-resources';
import { webshopProps } from '../../testing/shop-fixtures';
import { loadWebshop } from '../load-webshop';
import { WebshopPage } from '../webshop-page';

const calendar: ShopCalendar = {
  month: '2026-12', previous: '2026-11', next: '2027-01',
  days: [{
    date: '2026-12-03', availability: 'limited',
    events: [{ id: 1, title: 'Nachtfähre', date_start: '2026-12-03T18:00:00.000Z', link: '/de/programm/nachtfaehre/1', ticket_url: '/webshop/events/480001', availability: 'limited' }],
  }],
};
const event = {
  id: 9, id_jet: 480009, availability: 'available', name: 'Morgenrot', title: 'Morgenrot', preline: 'Lesung', link: '/de/programm/morgenrot/9',
  date_start: '2026-11-28T18:00:00.000Z', venue: { id: 1, name: 'Literaturhaus', slug: 'literaturhaus' }, room: 'Saal',
  ticket_url: '/webshop/events/480009', prices: [], seat_groups: [],
} as unknown as EventDetail;
const answers = {
  '/de/api/shop-calendar/?month=2026-12': calendar,
  '/de/api/shop-events/480009/': event,
};
const { render } = serverParcel(WebshopPage, loadWebshop);
const signal = () => new AbortController().signal;
const routeProps = (rest: string, query: Record<string, string> = {}) => ({ locale: 'de' as const, routeName: null, params: { '*': rest }, query, now: () => new Date() });

beforeEach(() => useSettingsStore.setState({
  settings: { is_site_online: true, is_shop_online: true, html_footer_logos: { code: '' }, html_footer_top: { code: '' }, html_footer_bottom: { code: '' }, html_header: { code: '' }, error_pages: {} },
  status: 'ready',
}));
afterEach(() => jest.restoreAllMocks());

test('the loader asks for the month of the calendar or the event, and nothing for the other pages', async () => {
  const fetch = mockFetch(answers);
  expect(await loadWebshop({ ...routeProps('calendar', { month: '2026-12' }), fetch }, signal())).toEqual({ key: 'calendar:2026-12', calendar });
  expect(await loadWebshop({ ...routeProps('events/480009'), fetch }, signal())).toEqual({ key: 'event:480009', event });
  expect(await loadWebshop({ ...routeProps('events/480010'), fetch }, signal())).toEqual({ key: 'event:480010', event: null });
  expect(await loadWebshop({ ...routeProps('orders'), fetch }, signal())).toEqual({ key: 'lookup' });
  expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/de/api/shop-calendar/?month=2026-12', '/de/api/shop-events/480009/', '/de/api/shop-events/480010/']);
});

test('the server renders the calendar month, and the browser hydrates it without asking the api again', async () => {
  const props = routeProps('calendar', { month: '2026-12' });
  const data = await loadWebshop({ ...props, fetch: mockFetch(answers) }, signal());
  const html = render(props, data);
  expect(html).toContain('Nachtfähre');

  const fetch = mockFetch(answers);
  const { errors } = await hydrateServerHtml(WebshopPage, webshopProps('calendar', { query: { month: '2026-12' } }), html, data);
  expect(errors).not.toHaveBeenCalled();
  expect(fetch).not.toHaveBeenCalled();
  expect(screen.getByRole('table', { name: 'Dezember 2026' })).toBeInTheDocument();
});

test('an event page and an unknown event are rendered on the server and hydrate as they are', async () => {
  for (const [rest, heading] of [['events/480009', 'Morgenrot'], ['events/480010', 'Veranstaltung nicht gefunden']] as const) {
    const data = await loadWebshop({ ...routeProps(rest), fetch: mockFetch(answers) }, signal());
    const html = render(routeProps(rest), data);
    expect(html).toContain(heading);
    const fetch = mockFetch(answers);
    const { element, errors } = await hydrateServerHtml(WebshopPage, webshopProps(rest), html, data);
    expect(errors).not.toHaveBeenCalled();
    expect(fetch.mock.calls.filter(([url]) => String(url).startsWith('/de/api/shop-events/'))).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    element.remove();
  }
});

test('the webshop start hydrates as the server rendered it, then shows the visitor\'s cart', async () => {
  const props = routeProps('');
  const data = await loadWebshop({ ...props, fetch: mockFetch({}) }, signal());
  const html = render(props, data);
  expect(html).toContain('Ihr Warenkorb ist leer.');
  // the visitor has two tickets in the cart, and the store read them before the page hydrated
  document.cookie = `${CART_AMOUNT_COOKIE}=2`;
  useCartStore.getState().refresh();
  const { errors } = await hydrateServerHtml(WebshopPage, webshopProps(''), html, data);
  expect(errors).not.toHaveBeenCalled();
  expect(await screen.findByRole('link', { name: 'Zum Warenkorb' })).toBeInTheDocument();
  document.cookie = `${CART_AMOUNT_COOKIE}=; max-age=0`;
});

test('data the server loaded for another page is not used: the page loads its own', async () => {
  const data = await loadWebshop({ ...routeProps('calendar', { month: '2026-12' }), fetch: mockFetch(answers) }, signal());
  const fetch = mockFetch({ '/de/api/shop-calendar/': { ...calendar, month: '2027-01', previous: '2026-12', next: '2027-02', days: [] } });
  const Root = withParcelRoot(WebshopPage);
  renderInPage(<Root {...webshopProps('calendar', { query: { month: '2027-01' } })} initialData={data} />);
  expect(await screen.findByRole('table', { name: 'Januar 2027' })).toBeInTheDocument();
  expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/de/api/shop-calendar/?month=2027-01']);
});
