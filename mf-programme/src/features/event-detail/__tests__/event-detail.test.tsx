import { render, screen, within } from '@testing-library/react';
import type { SeatGroup } from '@festival/shared/api-schemas/programme';
import userEvent from '@testing-library/user-event';
import { registerRemoteLoader } from '@festival/shared/remotes/remote-registry';
import { useAlternatesStore } from '@festival/shared/stores/alternates-store';
import { mockFetch } from '@festival/shared/testing/mock-fetch';
import { withParcelRoot } from '@festival/shared/ui/parcel-root';
import '../../../i18n/programme-resources';
import { eventDetail, parcelProps } from '../../../testing/fixtures';
import { EventDetail } from '../components/event-detail';
import { usePageTitleStore } from '@festival/shared/stores/page-title-store';

const Detail = withParcelRoot(EventDetail);
const props = parcelProps({ routeName: 'events-slug-id', params: { slug: 'nachtfaehre', id: '12' } });

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('shows the facts, formatted prices and links, and tells the shell its urls', async () => {
  mockFetch({ '/de/api/events/12/': eventDetail() });
  registerRemoteLoader(() => Promise.reject(new Error('shop down')));
  render(<Detail {...props} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Nachtfähre' })).toBeInTheDocument();
  expect(screen.getByText('12 €')).toBeInTheDocument();
  expect(screen.getByText('7,50 €')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Literaturhaus' })).toHaveAttribute('href', '/de/veranstaltungsorte/literaturhaus/3');
  expect(screen.getByRole('link', { name: 'Günther Jäger' })).toHaveAttribute('href', '/de/autorinnen/guenther-jaeger/5');
  expect(screen.getByRole('link', { name: 'Nachtlese live' })).toHaveAttribute('href', '/de/produktionen/nachtlese-live/2');
  expect(screen.getByText(/Sa\., 21\. November 2026/)).toBeInTheDocument();
  expect(useAlternatesStore.getState().urls).toEqual({ de: '/de/programm/nachtfaehre/12', en: '/en/programme/night-ferry/12' });
  expect(usePageTitleStore.getState().subject).toEqual({ title: 'Nachtfähre' });
});

test('the prices are grouped under their seat group\'s name', async () => {
  const group = (id: number, name: string): SeatGroup => ({ id, seat_group: name, status: '1', text: '', capacity: 50, free_seats: 50, timeslots: [], prices: [] });
  const price = (id: number, value: string, seatGroup: number, name: string) => ({ id, price: value, sale_type_id: id, seat_group: seatGroup, text: name, name, has_discounts: false });
  const event = eventDetail({
    seat_groups: [group(1, 'Parkett'), group(2, 'Rang')],
    prices: [price(1, '18.00', 1, 'Vollpreis'), price(2, '9.00', 1, 'Ermäßigt'), price(3, '14.00', 2, 'Vollpreis')],
  });
  mockFetch({ '/de/api/events/12/': event });
  registerRemoteLoader(() => Promise.reject(new Error('shop down')));
  render(<Detail {...props} />);
  const parkett = (await screen.findByText('Parkett')).closest('li') as HTMLElement;
  const rang = screen.getByText('Rang').closest('li') as HTMLElement;
  expect(within(parkett).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Vollpreis 18\u00a0€', 'Ermäßigt 9\u00a0€']);
  expect(within(rang).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Vollpreis 14\u00a0€']);
});

test('under another slug the history entry is replaced by the own URL, the query kept', async () => {
  mockFetch({ '/de/api/events/12/': eventDetail() });
  registerRemoteLoader(() => Promise.reject(new Error('shop down')));
  const navigate = jest.fn();
  render(<Detail {...props} params={{ slug: 'alter-slug', id: '12' }} query={{ overlay: 'true' }} navigate={navigate} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Nachtfähre' })).toBeInTheDocument();
  expect(navigate).toHaveBeenCalledWith('/de/programm/nachtfaehre/12?overlay=true', { replace: true });
});

test('the booking widget waits behind its button; when it cannot load, a link to the webshop takes its place', async () => {
  mockFetch({ '/de/api/events/12/': eventDetail() });
  const loader = jest.fn(() => Promise.reject(new Error('shop down')));
  registerRemoteLoader(loader);
  render(<Detail {...props} />);
  const button = await screen.findByRole('button', { name: 'Karten wählen' });
  expect(loader).not.toHaveBeenCalled();
  await userEvent.click(button);
  expect(await screen.findByRole('link', { name: 'Im Webshop kaufen' })).toHaveAttribute('href', 'https://shop.example/events/77');
  expect(loader).toHaveBeenCalledWith('mf_shop/booking-widget');
  expect(screen.queryByTestId('remote-fallback')).not.toBeInTheDocument();
});

test('a free event without seat groups offers no booking', async () => {
  mockFetch({ '/de/api/events/12/': eventDetail({ prices: [{ id: 1, price: '0.00', sale_type_id: 1, seat_group: 1, text: '', name: 'Eintritt frei', has_discounts: false }] }) });
  const loader = jest.fn();
  registerRemoteLoader(loader);
  render(<Detail {...props} />);
  expect(await screen.findByText('0 €')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Karten' })).not.toBeInTheDocument();
  expect(loader).not.toHaveBeenCalled();
});

test('an unknown event says so, leads back to the programme and tells the shell it is not found (its 404 title)', async () => {
  mockFetch({});
  render(<Detail {...props} />);
  expect(await screen.findByText('Diesen Eintrag gibt es nicht (mehr).')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zum Programm' })).toHaveAttribute('href', '/de/programm');
  expect(usePageTitleStore.getState().subject).toEqual({ error: 404 });
});

test('spec §5: the production page flag alone shows the booking area', async () => {
  const free = [{ id: 1, price: '0.00', sale_type_id: 1, seat_group: 1, text: '', name: 'Eintritt frei', has_discounts: false }];
  mockFetch({
    '/de/api/events/12/': eventDetail({
      prices: free, seat_groups: [], availability: 'free',
      production: { id: 2, title: 'Nachtlese live', link: '/de/produktionen/nachtlese-live/2', show_booking_button: true },
    }),
  });
  const loader = jest.fn(() => Promise.reject(new Error('shop down')));
  registerRemoteLoader(loader);
  render(<Detail {...props} />);
  expect(await screen.findByRole('heading', { name: 'Karten' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Karten wählen' }));
  expect(loader).toHaveBeenCalledWith('mf_shop/booking-widget');
});

test('the .ics carries the Berlin wall-clock time with TZID Europe/Berlin and a VTIMEZONE', async () => {
  const { eventIcs } = await import('../model/event-ics');
  const summer = eventIcs(eventDetail({ date_start: '2026-07-01T17:30:00.000Z', date_end: '2026-07-01T19:00:00.000Z' }), 'https://festival.example', 'de');
  expect(summer).toContain('DTSTART;TZID=Europe/Berlin:20260701T193000');
  expect(summer).toContain('DTEND;TZID=Europe/Berlin:20260701T210000');
  const winter = eventIcs(eventDetail(), 'https://festival.example', 'de');
  expect(winter).toContain('DTSTART;TZID=Europe/Berlin:20261121T193000');
  expect(winter).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin');
  expect(winter).toContain('SUMMARY:Nachtfähre');
  expect(winter).toMatch(/\r\nURL;VALUE=URI:https:\/\/festival\.example\/de\/programm\//);
  expect(winter).toContain('DESCRIPTION:Ein Abend.');
});

test('a bookable event offers its widget (id "booking") and its prices to the sticky navigation; leaving takes them back', async () => {
  const { useStickyStore } = await import('@festival/shared/stores/sticky-store');
  mockFetch({ '/de/api/events/12/': eventDetail() });
  registerRemoteLoader(() => Promise.reject(new Error('shop down')));
  const { unmount } = render(<Detail {...props} />);
  const tickets = await screen.findByRole('region', { name: 'Karten' });
  expect(tickets).toHaveAttribute('id', 'booking');
  expect(useStickyStore.getState().booking).toEqual({ targetId: 'booking', prices: ['12.00', '7.50'] });
  unmount();
  expect(useStickyStore.getState().booking).toBeNull();
});

test.each([
  ['sold_out', 'Ausverkauft'],
  ['sales_closed', 'Vorverkauf beendet'],
] as const)('a ticketed %s event shows its state in the tickets area, no "Karten wählen" and nothing to the sticky navigation', async (availability, text) => {
  const { useStickyStore } = await import('@festival/shared/stores/sticky-store');
  mockFetch({ '/de/api/events/12/': eventDetail({ availability }) });
  render(<Detail {...props} />);
  const tickets = await screen.findByRole('region', { name: 'Karten' });
  expect(within(tickets).getByText(text)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Karten wählen' })).not.toBeInTheDocument();
  expect(useStickyStore.getState().booking).toBeNull();
});

test('an event without booking offers nothing to the sticky navigation', async () => {
  const { useStickyStore } = await import('@festival/shared/stores/sticky-store');
  const free = [{ id: 1, price: '0.00', sale_type_id: 1, seat_group: 1, text: '', name: 'Eintritt frei', has_discounts: false }];
  mockFetch({ '/de/api/events/12/': eventDetail({ prices: free }) });
  render(<Detail {...props} />);
  expect(await screen.findByText('0 €')).toBeInTheDocument();
  expect(useStickyStore.getState().booking).toBeNull();
});

test('while the shop is offline an event on sale says so once in its tickets area: no "Karten wählen", no ticket badge, nothing to the sticky navigation', async () => {
  const { useStickyStore } = await import('@festival/shared/stores/sticky-store');
  const { useSettingsStore } = await import('@festival/shared/stores/settings-store');
  useSettingsStore.setState({ settings: { is_shop_online: false } as never, status: 'ready' });
  try {
    mockFetch({ '/de/api/events/12/': eventDetail({ availability: 'available' }) });
    render(<Detail {...props} />);
    const tickets = await screen.findByRole('region', { name: 'Karten' });
    expect(tickets).toHaveTextContent('Der Webshop ist gerade offline');
    expect(screen.queryByRole('button', { name: 'Karten wählen' })).not.toBeInTheDocument();
    expect(screen.queryByText('Karten verfügbar')).not.toBeInTheDocument();
    expect(screen.getAllByText(/offline/)).toHaveLength(1);
    expect(useStickyStore.getState().booking).toBeNull();
  } finally {
    useSettingsStore.setState({ settings: null, status: 'idle' });
  }
});
