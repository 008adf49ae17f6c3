import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventDetail, SeatGroup } from '@festival/shared/api-schemas/programme';
import { CART_UPDATED, onAppEvent } from '@festival/shared/events/app-events';
import { mockFetch } from '@festival/shared/testing/mock-fetch';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { withParcelRoot } from '@festival/shared/ui/parcel-root';
import '../../../i18n/shop-resources';
import { BookingWidget } from '../components/booking-widget';

const Widget = withParcelRoot(BookingWidget);
const price = (id: number, value: string, name: string, seatGroup = 1) => ({ id, price: value, sale_type_id: id, seat_group: seatGroup, text: name, name, has_discounts: false });
const slot = (id: number, time: string, status: '0' | '1') => ({ id, time_start: time, block_id: 100 + id, status, free_seats: status === '1' ? 80 : 0 });
const group: SeatGroup = {
  id: 1, seat_group: 'Parkett', status: '1', text: '', capacity: 80, free_seats: 80,
  timeslots: [slot(1, '2026-11-21T17:00:00.000Z', '0'), slot(2, '2026-11-21T17:30:00.000Z', '1'), slot(3, '2026-11-21T18:00:00.000Z', '1')],
  prices: [price(1, '18.00', 'Normal'), price(2, '8.50', 'Ermäßigt'), price(3, '5.00', 'Schüler'), price(4, '0.00', 'Begleitperson')],
};
const balcony: SeatGroup = { ...group, id: 2, seat_group: 'Rang', prices: [price(5, '12.00', 'Normal', 2)] };
const closed: SeatGroup = { ...group, id: 3, seat_group: 'Loge', status: '0' };
const event = {
  id: 9, id_jet: 480009, availability: 'available', seat_groups: [group, balcony, closed], ticket_url: '/webshop/events/480009', ticket_limits: { per_price: 20, per_event: 30 },
} as unknown as EventDetail;
const props = (overrides: Partial<ParcelProps> = {}): ParcelProps => ({
  locale: 'de', routeName: 'events-slug-id', params: {}, query: {}, navigate: jest.fn(), user: null, data: { event }, ...overrides,
});

async function openWidget(name = 'Karten wählen') {
  await userEvent.click(screen.getAllByRole('button', { name })[0]!);
}

test('closed at first; open shows available seat groups with "Vollpreis" first and two prices until show-more', async () => {
  render(<Widget {...props()} />);
  expect(screen.queryByRole('heading', { name: 'Parkett' })).not.toBeInTheDocument();
  await openWidget();
  expect(screen.getByRole('heading', { name: 'Parkett' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Loge' })).not.toBeInTheDocument();
  const parkett = screen.getByRole('heading', { name: 'Parkett' }).parentElement as HTMLElement;
  const names = within(parkett).getAllByRole('listitem').map((item) => item.querySelector('.sp-price__name')?.textContent);
  expect(names).toEqual(['Vollpreis', 'Ermäßigt']);
  expect(within(parkett).getByText('8,50 €')).toBeInTheDocument();
  await userEvent.click(within(parkett).getByRole('button', { name: 'Alle Preise zeigen' }));
  expect(within(parkett).getAllByRole('listitem')).toHaveLength(4);
});

test('mounted by the host\'s launcher button (data.startOpen) it opens at once and takes the focus', async () => {
  render(<Widget {...props({ data: { event, startOpen: true } })} />);
  const toggle = await screen.findByRole('button', { name: 'Kartenauswahl schließen' });
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(toggle).toHaveFocus();
  expect(screen.getByRole('heading', { name: 'Parkett' })).toBeInTheDocument();
});

test('only one widget is open at a time, and closing clears the selection', async () => {
  render(<><Widget {...props()} /><Widget {...props()} /></>);
  const [first, second] = screen.getAllByRole('button', { name: 'Karten wählen' });
  await userEvent.click(first!);
  await userEvent.click(screen.getAllByRole('button', { name: 'Vollpreis hinzufügen' })[0]!);
  expect(screen.getByText('18 €', { selector: 'strong' })).toBeInTheDocument();
  await userEvent.click(second!);
  expect(screen.getAllByRole('button', { name: 'Kartenauswahl schließen' })).toHaveLength(1);
  expect(first).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(first!);
  expect(screen.getAllByText('Noch keine Karten gewählt.')).toHaveLength(1);
  expect(screen.queryByText('18 €', { selector: 'strong' })).not.toBeInTheDocument();
});

test('add-to-cart is disabled until a ticket is chosen; amounts go up and down, never below one', async () => {
  render(<Widget {...props()} />);
  await openWidget();
  const add = screen.getByRole('button', { name: 'In den Warenkorb' });
  expect(add).toBeDisabled();
  const full = screen.getAllByRole('button', { name: 'Vollpreis hinzufügen' })[0]!;
  await userEvent.click(full);
  await userEvent.click(full);
  expect(add).toBeEnabled();
  expect(screen.getByText('36 €', { selector: 'strong' })).toBeInTheDocument();
  const minus = screen.getAllByRole('button', { name: 'Vollpreis entfernen' })[0]!;
  await userEvent.click(minus);
  await userEvent.click(minus);
  expect(minus).toBeDisabled();
  expect(add).toBeDisabled();
});

test('the first available slot is the default; "Ändern" leads to the slots step', async () => {
  render(<Widget {...props()} />);
  await openWidget();
  expect(screen.getByText('18:30 Uhr')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Einlasszeit ändern' }));
  expect(screen.queryByText('18:00 Uhr')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '19:00\u00a0Uhr' }));
  expect(screen.getByText('19:00 Uhr')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'In den Warenkorb' })).toBeInTheDocument();
});

test('"Ändern" is offered only with more than one available slot', async () => {
  const single = { ...event, seat_groups: [{ ...group, timeslots: [slot(1, '2026-11-21T17:00:00.000Z', '0'), slot(2, '2026-11-21T17:30:00.000Z', '1')] }] };
  render(<Widget {...props({ data: { event: single } })} />);
  await openWidget();
  expect(screen.getByText('18:30 Uhr')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Einlasszeit ändern' })).not.toBeInTheDocument();
});

test('the discounts step lists the discounts of a group with their conditions', async () => {
  render(<Widget {...props()} />);
  await openWidget();
  const parkett = screen.getByRole('heading', { name: 'Parkett' }).parentElement as HTMLElement;
  await userEvent.click(within(parkett).getByRole('button', { name: 'Ermäßigungen und Bedingungen' }));
  expect(screen.getByRole('heading', { name: 'Ermäßigungen: Parkett' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Schüler hinzufügen' }));
  await userEvent.click(screen.getByRole('button', { name: 'Zurück' }));
  expect(screen.getByText('5 €', { selector: 'strong' })).toBeInTheDocument();
});

test('one call per seat group with the slot; success tells the count and links to the cart', async () => {
  const fetchMock = mockFetch({ '/de/api/shop-cart/': { tickets_quantity: 3, cart_url: '/webshop/cart', expires_at: null } });
  const updated = jest.fn();
  const off = onAppEvent(CART_UPDATED, updated);
  render(<Widget {...props({ routeName: 'events' })} />);
  await openWidget();
  await userEvent.click(screen.getAllByRole('button', { name: 'Vollpreis hinzufügen' })[0]!);
  await userEvent.click(screen.getByRole('button', { name: 'Ermäßigt hinzufügen' }));
  await userEvent.click(screen.getAllByRole('button', { name: 'Vollpreis hinzufügen' })[1]!);
  await userEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
  expect(await screen.findByRole('heading', { name: '3 Karten wurden erfolgreich in Ihren Warenkorb gelegt.' })).toHaveFocus();
  expect(screen.getByText('Ihre Karten sind für die nächsten 15 Minuten reserviert.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute('href', '/webshop/cart');
  expect(screen.getByRole('button', { name: 'Weitere hinzufügen' })).toBeInTheDocument();
  // The mock's own signature lists only the URL; fetch hands it the request init as well.
  const bodies = (fetchMock.mock.calls as unknown as [string, RequestInit][]).map(([, init]) => JSON.parse(String(init.body)));
  expect(bodies).toEqual([
    { event_jet_id: 480009, seat_group: 1, sale_type_ids: [1, 2], quantities: [1, 1], block_id: 102 },
    { event_jet_id: 480009, seat_group: 2, sale_type_ids: [5], quantities: [1], block_id: 102 },
  ]);
  expect(updated).toHaveBeenCalledTimes(1);
  off();
});

test('"Weitere hinzufügen" only on the event list', async () => {
  mockFetch({ '/de/api/shop-cart/': { tickets_quantity: 1, cart_url: '/webshop/cart', expires_at: null } });
  render(<Widget {...props()} />);
  await openWidget();
  await userEvent.click(screen.getAllByRole('button', { name: 'Vollpreis hinzufügen' })[0]!);
  await userEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
  await screen.findByRole('heading', { name: '1 Karte wurde erfolgreich in Ihren Warenkorb gelegt.' });
  expect(screen.queryByRole('button', { name: 'Weitere hinzufügen' })).not.toBeInTheDocument();
});

test.each([
  [-214, 'Es wurden nicht genügend (zusammenhängende) Plätze gefunden.', 'Fehler -214'],
  [-204, 'Es besteht keine aktuelle Reservierung.', 'Fehler -204'],
  [-299, null, 'Fehler -299'],
])('error %i: the panel with its message, the webshop advice and the code', async (code, message, codeText) => {
  mockFetch({ '/de/api/shop-cart/': { status: 409, body: { detail: 'refused', response_code: code } } });
  const report = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<Widget {...props()} />);
  await openWidget();
  await userEvent.click(screen.getAllByRole('button', { name: 'Vollpreis hinzufügen' })[0]!);
  await userEvent.click(screen.getAllByRole('button', { name: 'Vollpreis hinzufügen' })[1]!);
  await userEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
  const panel = await screen.findByRole('alert');
  expect(within(panel).getByRole('heading', { name: 'Das hat leider nicht geklappt.' })).toBeInTheDocument();
  if (message) expect(within(panel).getByText(message)).toBeInTheDocument();
  expect(within(panel).queryAllByText(/Plätze gefunden|Reservierung\./)).toHaveLength(message ? 1 : 0);
  expect(within(panel).getByText('Wir möchten Sie bitten, Ihre Karten über unseren Webshop zu kaufen.', { exact: false })).toBeInTheDocument();
  expect(within(panel).getByText(codeText)).toBeInTheDocument();
  expect(within(panel).getByRole('link', { name: 'Zum Webshop' })).toHaveAttribute('href', '/webshop/events/480009');
  // Spec §8: each failure is reported and the loop goes on with the next group.
  expect(report).toHaveBeenCalledTimes(2);
  report.mockRestore();
});

test('a network failure shows the panel without a code', async () => {
  globalThis.fetch = jest.fn(async () => { throw new TypeError('offline'); });
  const report = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<Widget {...props()} />);
  await openWidget();
  await userEvent.click(screen.getAllByRole('button', { name: 'Vollpreis hinzufügen' })[0]!);
  await act(async () => { await userEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' })); });
  const panel = await screen.findByRole('alert');
  expect(within(panel).queryByText(/^Fehler/)).not.toBeInTheDocument();
  report.mockRestore();
});

test("the widget's maximum is the api's: the per-price limit, the seats left and the per-event limit", async () => {
  const limited = { ...event, ticket_limits: { per_price: 3, per_event: 4 }, seat_groups: [{ ...group, free_seats: 5 }, balcony] };
  render(<Widget {...props({ data: { event: limited } })} />);
  await openWidget();
  const full = screen.getAllByRole('button', { name: 'Vollpreis hinzufügen' })[0]!;
  for (let index = 0; index < 3; index += 1) await userEvent.click(full);
  expect(full).toBeDisabled();
  expect(screen.getAllByRole('status', { name: 'Anzahl Vollpreis: 3' })[0]).toHaveTextContent('3');
  const reduced = screen.getByRole('button', { name: 'Ermäßigt hinzufügen' });
  await userEvent.click(reduced);
  // four tickets of the event are the most one cart may hold
  expect(reduced).toBeDisabled();
  expect(screen.getAllByRole('button', { name: 'Vollpreis hinzufügen' })[1]).toBeDisabled();
  await userEvent.click(screen.getAllByRole('button', { name: 'Vollpreis entfernen' })[0]!);
  expect(reduced).toBeEnabled();
});

test('the seats left in a seat group bound what can be chosen there', async () => {
  const fewLeft = { ...event, seat_groups: [{ ...group, free_seats: 2 }] };
  render(<Widget {...props({ data: { event: fewLeft } })} />);
  await openWidget();
  await userEvent.click(screen.getByRole('button', { name: 'Vollpreis hinzufügen' }));
  await userEvent.click(screen.getByRole('button', { name: 'Ermäßigt hinzufügen' }));
  expect(screen.getByRole('button', { name: 'Vollpreis hinzufügen' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Ermäßigt hinzufügen' })).toBeDisabled();
});

test('an event whose seat groups have no seats left (the api marks them unavailable) is sold out in the widget too', async () => {
  const soldOut = { ...event, availability: 'sold_out', seat_groups: [{ ...group, status: '0', free_seats: 0 }, { ...balcony, status: '0', free_seats: 0 }] } as EventDetail;
  render(<Widget {...props({ data: { event: soldOut } })} />);
  expect(screen.getByText('Für diese Veranstaltung sind keine Karten mehr verfügbar.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Vollpreis hinzufügen' })).not.toBeInTheDocument();
});

test("a quick-buy widget's event that closed its sales since the list was shown says so when opened", async () => {
  mockFetch({ '/de/api/events/9/': { ...event, availability: 'sales_closed' } });
  render(<Widget {...props({ routeName: 'events', data: { eventId: 9 } })} />);
  await openWidget();
  expect(await screen.findByText('Der Vorverkauf für diese Veranstaltung ist beendet.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'In den Warenkorb' })).not.toBeInTheDocument();
});

test.each([
  ['sales_closed', 'Der Vorverkauf für diese Veranstaltung ist beendet.'],
  ['sold_out', 'Für diese Veranstaltung sind keine Karten mehr verfügbar.'],
  ['free', 'Eintritt frei: Für diese Veranstaltung brauchen Sie keine Karte.'],
] as const)('an event page\'s %s event shows its state and no button to choose tickets', (availability, text) => {
  render(<Widget {...props({ data: { event: { ...event, availability } } })} />);
  expect(screen.getByText(text)).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test.each([
  [-217, 'Der Vorverkauf für diese Veranstaltung ist beendet.'],
  [-218, 'So viele Karten eines Preises kann ein Warenkorb nicht aufnehmen.'],
])('the %s refusal shows its own message', async (code, text) => {
  mockFetch({ '/de/api/shop-cart/': { status: 409, body: { detail: 'refused', response_code: code } } });
  const report = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<Widget {...props()} />);
  await openWidget();
  await userEvent.click(screen.getAllByRole('button', { name: 'Vollpreis hinzufügen' })[0]!);
  await userEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
  const panel = await screen.findByRole('alert');
  expect(within(panel).getByText(text)).toBeInTheDocument();
  report.mockRestore();
});

test('the -216 limit refusal shows its own message', async () => {
  mockFetch({ '/de/api/shop-cart/': { status: 409, body: { detail: 'refused', response_code: -216 } } });
  const report = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<Widget {...props()} />);
  await openWidget();
  await userEvent.click(screen.getAllByRole('button', { name: 'Vollpreis hinzufügen' })[0]!);
  await userEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
  const panel = await screen.findByRole('alert');
  expect(within(panel).getByText('So viele Karten dieser Veranstaltung kann ein Warenkorb nicht aufnehmen.')).toBeInTheDocument();
  expect(within(panel).getByText('Fehler -216')).toBeInTheDocument();
  report.mockRestore();
});

test('a quick-buy widget gets only the event id: it loads the event when opened, and offers "Weitere hinzufügen" on the list', async () => {
  const fetchMock = mockFetch({
    '/de/api/events/9/': event,
    '/de/api/shop-cart/': { tickets_quantity: 1, cart_url: '/webshop/cart', expires_at: null },
  });
  render(<Widget {...props({ routeName: 'events', data: { eventId: 9 } })} />);
  expect(fetchMock).not.toHaveBeenCalled();
  await openWidget();
  await userEvent.click((await screen.findAllByRole('button', { name: 'Vollpreis hinzufügen' }))[0]!);
  await userEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
  await screen.findByRole('heading', { name: '1 Karte wurde erfolgreich in Ihren Warenkorb gelegt.' });
  await userEvent.click(screen.getByRole('button', { name: 'Weitere hinzufügen' }));
  expect(screen.getByRole('button', { name: 'In den Warenkorb' })).toBeDisabled();
  expect((fetchMock.mock.calls as unknown as [string][]).filter(([url]) => url.includes('/api/events/'))).toHaveLength(1);
});

test('a quick-buy widget whose event cannot be loaded points to the webshop', async () => {
  mockFetch({ '/de/api/events/9/': { status: 500, body: { detail: 'down' } } });
  const report = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<Widget {...props({ data: { eventId: 9 } })} />);
  await openWidget();
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('link', { name: 'Zum Webshop' })).toHaveAttribute('href', '/webshop');
  report.mockRestore();
});

test('each step takes the focus and is announced; back, a chosen slot and "Weitere hinzufügen" return it to the main step', async () => {
  mockFetch({ '/de/api/shop-cart/': { tickets_quantity: 1, cart_url: '/webshop/cart', expires_at: null } });
  render(<Widget {...props({ routeName: 'events' })} />);
  await openWidget();
  const announced = () => document.querySelector('[aria-live="polite"][aria-atomic="true"]');
  expect(announced()).toHaveTextContent('');

  const parkett = () => screen.getByRole('heading', { name: 'Parkett' }).parentElement as HTMLElement;
  await userEvent.click(within(parkett()).getByRole('button', { name: 'Ermäßigungen und Bedingungen' }));
  expect(screen.getByRole('heading', { name: 'Ermäßigungen: Parkett' })).toHaveFocus();
  expect(announced()).toHaveTextContent('Ermäßigungen: Parkett');
  await userEvent.click(screen.getByRole('button', { name: 'Zurück' }));
  expect(within(parkett()).getByRole('button', { name: 'Ermäßigungen und Bedingungen' })).toHaveFocus();
  expect(announced()).toHaveTextContent('Zurück zur Kartenauswahl');

  await userEvent.click(screen.getByRole('button', { name: 'Einlasszeit ändern' }));
  expect(screen.getByRole('heading', { name: 'Einlasszeit wählen' })).toHaveFocus();
  expect(announced()).toHaveTextContent('Einlasszeit wählen');
  await userEvent.click(screen.getByRole('button', { name: '19:00\u00a0Uhr' }));
  expect(screen.getByRole('button', { name: 'Einlasszeit ändern' })).toHaveFocus();
  expect(announced()).toHaveTextContent('Einlass 19:00 Uhr gewählt');

  await userEvent.click(screen.getAllByRole('button', { name: 'Vollpreis hinzufügen' })[0]!);
  await userEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Weitere hinzufügen' }));
  expect(screen.getByRole('heading', { name: 'Parkett' })).toHaveFocus();
  expect(announced()).toHaveTextContent('Zurück zur Kartenauswahl');
});
