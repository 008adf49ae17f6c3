import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventDetail } from '@festival/shared/api-schemas/programme';
import type { Order } from '@festival/shared/api-schemas/shop';
import { useFavoritesStore } from '@festival/shared/stores/favorites-store';
import { useOrdersStore } from '@festival/shared/stores/orders-store';
import { useSessionStore } from '@festival/shared/stores/session-store';
import { fakeResponse, mockFetch } from '@festival/shared/testing/mock-fetch';
import { AppProvider } from '@festival/shared/ui/app-context';
import '../../i18n/shell-resources';
import MyFestivalPage from '../my-festival-page';


function event(id: number, title: string, start: string, end: string, venue: number): EventDetail {
  return {
    id, title, name: '', link: `/de/programm/e-${id}/${id}`, date_start: start, date_end: end, room: `Saal ${id}`, description: '<p>Text</p>',
    venue: { id: venue, name: `Ort ${venue}`, slug: `ort-${venue}`, link: `/de/veranstaltungsorte/ort-${venue}/${venue}`, address: { street: 'Weg 1', postal_code: '10115', city: 'Berlin' } },
  } as EventDetail;
}

const order: Order = {
  code: 'K7P2M9QX', status: 'pending_payment', payment_method: { id: 'box_office', name: 'Abendkasse', description: '' },
  first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.org', total: '18.00', created_at: '2026-06-01T10:00:00.000Z',
  items: [{ event_title: 'Nachtfähre', event_link: '/de/programm/e-1/1', date_start: '2026-06-12T17:00:00.000Z', venue: 'Ort 1', room: 'Saal 1', seat_group: 'Parkett', price_name: 'Vollpreis', unit_price: '18.00', quantity: 1, timeslot: null }],
};

beforeEach(() => {
  useFavoritesStore.setState({ items: [
    { id: 'event-2', title: 'Zweite', url: '/de/programm/e-2/2' },
    { id: 'event-1', title: 'Erste', url: '/de/programm/e-1/1' },
    { id: 'production-9', title: 'Keine Veranstaltung', url: '/de/produktionen/p/9' },
  ] });
  useOrdersStore.setState({ owner: '', items: [order] });
  useSessionStore.setState({ status: 'ready', locale: 'de', details: null, editor: null });
});

test('the favourites as a schedule by day and time, a clash and a change of venue said, the orders beside them', async () => {
  const fetch = mockFetch({
    '/de/api/events/1/': event(1, 'Nachtfähre', '2026-06-12T17:00:00.000Z', '2026-06-12T18:00:00.000Z', 1),
    '/de/api/events/2/': event(2, 'Morgenlicht', '2026-06-12T18:15:00.000Z', '2026-06-12T19:00:00.000Z', 2),
  });
  render(<AppProvider locale="de" navigate={jest.fn()}><MyFestivalPage /></AppProvider>);
  expect(screen.getByRole('heading', { level: 1, name: 'Mein Festival' })).toBeInTheDocument();
  const day = await screen.findByRole('region', { name: /12\. Juni 2026/ });
  const entries = within(day).getAllByRole('listitem');
  expect(entries.map((entry) => within(entry).getAllByRole('link')[0]?.textContent)).toEqual(['Nachtfähre', 'Morgenlicht']);
  expect(entries[1]).toHaveTextContent('Ortswechsel: 15 Minuten nach „Nachtfähre“ (Ort 1)');
  expect(entries[0]).toHaveTextContent('19:00 Uhr bis 20:00 Uhr');
  const orders = screen.getByRole('region', { name: 'Meine Bestellungen' });
  expect(orders).toHaveTextContent('K7P2M9QX');
  expect(orders).toHaveTextContent('Ort 1, Saal 1');
  // only events are asked for; a visitor without an account gets the file
  expect(fetch.mock.calls.map(([url]) => String(url)).sort()).toEqual(['/de/api/events/1/', '/de/api/events/2/']);
  expect(screen.getByRole('button', { name: 'Als Kalenderdatei herunterladen' })).toBeEnabled();
  expect(screen.queryByRole('button', { name: 'Kalender-Abo erstellen' })).toBeNull();
});

test('overlapping favourites are marked as a clash', async () => {
  mockFetch({
    '/de/api/events/1/': event(1, 'Nachtfähre', '2026-06-12T17:00:00.000Z', '2026-06-12T18:30:00.000Z', 1),
    '/de/api/events/2/': event(2, 'Morgenlicht', '2026-06-12T18:00:00.000Z', '2026-06-12T19:00:00.000Z', 1),
  });
  render(<AppProvider locale="de" navigate={jest.fn()}><MyFestivalPage /></AppProvider>);
  expect(await screen.findByText('Überschneidung mit: Morgenlicht')).toBeInTheDocument();
  expect(screen.getByText('Überschneidung mit: Nachtfähre')).toBeInTheDocument();
});

test('a signed-in visitor makes a private feed, sees its address once, and ends it', async () => {
  useSessionStore.setState({ details: { is_logged_in: true, is_editor: false } as never });
  let active = false;
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url === '/de/api/account/calendar/' && method === 'POST') {
      active = true;
      return fakeResponse(201, { url: 'https://festival.example/api/account/calendar/abc.ics' });
    }
    if (url === '/de/api/account/calendar/' && method === 'DELETE') {
      active = false;
      return fakeResponse(204);
    }
    if (url === '/de/api/account/calendar/') return fakeResponse(200, { active, created_at: null });
    return fakeResponse(200, event(Number(/events\/(\d+)/.exec(url)?.[1]), 'Lesung', '2026-06-12T17:00:00.000Z', '2026-06-12T18:00:00.000Z', 1));
  });
  globalThis.fetch = fetch as typeof globalThis.fetch;
  render(<AppProvider locale="de" navigate={jest.fn()}><MyFestivalPage /></AppProvider>);
  await userEvent.click(await screen.findByRole('button', { name: 'Kalender-Abo erstellen' }));
  expect(await screen.findByLabelText(/Ihre Abo-Adresse/)).toHaveValue('https://festival.example/api/account/calendar/abc.ics');
  await userEvent.click(await screen.findByRole('button', { name: 'Kalender-Abo beenden' }));
  expect(await screen.findByRole('button', { name: 'Kalender-Abo erstellen' })).toBeInTheDocument();
  expect(screen.queryByLabelText(/Ihre Abo-Adresse/)).toBeNull();
  expect(fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
});
