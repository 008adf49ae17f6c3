import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventDetail } from '@festival/shared/api-schemas/programme';
import { CART_UPDATED, onAppEvent } from '@festival/shared/events/app-events';
import { useSettingsStore } from '@festival/shared/stores/settings-store';
import { mockFetch } from '@festival/shared/testing/mock-fetch';
import { withParcelRoot } from '@festival/shared/ui/parcel-root';
import '../../i18n/shop-resources';
import '../../i18n/webshop-resources';
import { useOrderStore } from '../../features/orders/stores/order-store';
import { cart, cartItem, order, paymentMethods, webshopProps } from '../../testing/shop-fixtures';
import { WebshopPage } from '../webshop-page';

const Webshop = withParcelRoot(WebshopPage);
const settings = (online: boolean) => ({
  is_site_online: true, is_shop_online: online, html_footer_logos: { code: '' }, html_footer_top: { code: '' },
  html_footer_bottom: { code: '' }, html_header: { code: '' }, error_pages: {},
});
const event = {
  id: 9, id_jet: 480009, availability: 'available', name: 'Nachtfähre', title: 'Nachtfähre', preline: 'Lesung', link: '/de/programm/nachtfaehre/9',
  date_start: '2026-11-28T18:00:00.000Z', venue: { id: 1, name: 'Literaturhaus', slug: 'literaturhaus' }, room: 'Saal',
  ticket_url: '/webshop/events/480009', prices: [],
  seat_groups: [{ id: 1, seat_group: 'Parkett', status: '1', text: '', capacity: 80, timeslots: [], prices: [] }],
} as unknown as EventDetail;

beforeEach(() => useSettingsStore.setState({ settings: settings(true), status: 'ready' }));
afterEach(() => jest.restoreAllMocks());

test('the event page of a ticket_url offers the booking widget for that event', async () => {
  const fetch = mockFetch({ '/de/api/shop-events/480009/': event });
  render(<Webshop {...webshopProps('events/480009')} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Nachtfähre' })).toBeInTheDocument();
  expect(fetch.mock.calls[0]?.[0]).toBe('/de/api/shop-events/480009/');
  expect(screen.getByRole('link', { name: 'Zur Veranstaltung im Programm' })).toHaveAttribute('href', '/de/programm/nachtfaehre/9');
  await userEvent.click(screen.getByRole('button', { name: 'Karten wählen' }));
  expect(screen.getByRole('heading', { name: 'Parkett' })).toBeInTheDocument();
});

test('an unknown event or page says so within the webshop', async () => {
  mockFetch({});
  const { unmount } = render(<Webshop {...webshopProps('events/123')} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Veranstaltung nicht gefunden' })).toBeInTheDocument();
  unmount();
  render(<Webshop {...webshopProps('basket')} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
});

test('while the shop is offline the selling pages say so; orders can still be looked up', () => {
  useSettingsStore.setState({ settings: settings(false), status: 'ready' });
  const { unmount } = render(<Webshop {...webshopProps('cart')} />);
  expect(screen.getByRole('status')).toHaveTextContent('Der Webshop ist gerade offline.');
  unmount();
  render(<Webshop {...webshopProps('orders')} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Bestellung abrufen' })).toBeInTheDocument();
});

async function placeOrder() {
  await userEvent.type(await screen.findByLabelText(/^Vorname/), 'Ada');
  await userEvent.type(screen.getByLabelText(/^Nachname/), 'Lovelace');
  await userEvent.type(screen.getByLabelText(/^E-Mail-Adresse/), 'ada@example.org');
  await userEvent.click(screen.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Verbindlich bestellen' }));
}

test('checkout shows the held tickets and opens the confirmation of the placed order', async () => {
  mockFetch({ '/de/api/shop-cart/': cart(), '/de/api/shop-payment-methods/': paymentMethods, '/de/api/shop-orders/': { status: 201, body: order } });
  const updates = jest.fn();
  const stop = onAppEvent(CART_UPDATED, updates);
  const props = webshopProps('checkout');
  render(<Webshop {...props} />);
  expect(await screen.findByRole('timer')).toHaveTextContent('15:00');
  expect(screen.getByRole('region', { name: 'Ihre Karten' })).toHaveTextContent('2 Karten je 18 €');
  await placeOrder();
  await waitFor(() => expect(props.navigate).toHaveBeenCalledWith('/webshop/orders/K7P2M9QX'));
  expect(useOrderStore.getState()).toMatchObject({ order, placed: true });
  expect(updates).toHaveBeenCalled();
  stop();
});

test('holds that ran out before the order was placed leave a clear message and no form', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockFetch({
    '/de/api/shop-cart/': cart(),
    '/de/api/shop-payment-methods/': paymentMethods,
    '/de/api/shop-orders/': { status: 409, body: { detail: 'Your reservation has expired.', response_code: -204 } },
  });
  const props = webshopProps('checkout');
  render(<Webshop {...props} />);
  await placeOrder();
  expect(await screen.findByRole('alert')).toHaveTextContent('Ihre Reservierung ist abgelaufen, die Karten sind wieder freigegeben.');
  expect(screen.getByText('Im Warenkorb sind gerade keine Karten für Sie reserviert.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Verbindlich bestellen' })).not.toBeInTheDocument();
  expect(props.navigate).not.toHaveBeenCalled();
});

test('an order refused for lines whose sales closed names their events and leads to the cart', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockFetch({
    '/de/api/shop-cart/': cart([cartItem({ sales_closed: true }), cartItem({ id: 6, event_id: 2, event_title: 'Morgenrot' })]),
    '/de/api/shop-payment-methods/': paymentMethods,
    '/de/api/shop-orders/': { status: 409, body: { detail: 'Ticket sales have closed.', response_code: -217, item_ids: [5] } },
  });
  const props = webshopProps('checkout');
  render(<Webshop {...props} />);
  await placeOrder();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Die Bestellung wurde nicht aufgegeben: Der Vorverkauf ist beendet für Nachtfähre.');
  expect(alert).not.toHaveTextContent('Morgenrot');
  expect(screen.getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute('href', '/webshop/cart');
  expect(props.navigate).not.toHaveBeenCalled();
});
