import { render, screen, within } from '@testing-library/react';
import type { ShopCalendar } from '@festival/shared/api-schemas/shop';
import { mockFetch } from '@festival/shared/testing/mock-fetch';
import { AppProvider } from '@festival/shared/ui/app-context';
import '../../../i18n/webshop-resources';
import { ShopCalendarPage } from '../components/shop-calendar-page';

const event = (id: number, availability: 'available' | 'limited' | 'sold_out') => ({
  id, title: `Abend ${id}`, date_start: '2026-12-03T18:00:00.000Z', link: `/de/programm/abend/${id}`, ticket_url: `/webshop/events/48000${id}`, availability,
});
const calendar: ShopCalendar = {
  month: '2026-12', previous: '2026-11', next: '2027-01',
  days: [
    { date: '2026-12-03', availability: 'available', events: [event(1, 'available'), event(2, 'sold_out')] },
    { date: '2026-12-04', availability: 'limited', events: [event(3, 'limited')] },
    { date: '2026-12-05', availability: 'sold_out', events: [event(4, 'sold_out')] },
  ],
};

function renderCalendar(month: string | undefined) {
  render(<AppProvider locale="de" navigate={jest.fn()}><ShopCalendarPage month={month} locale="de" /></AppProvider>);
}

test('days show their availability in colour and in words, and link to their events', async () => {
  const fetch = mockFetch({ '/de/api/shop-calendar/': calendar });
  renderCalendar('2026-12');
  const table = await screen.findByRole('table', { name: 'Dezember 2026' });
  expect(fetch.mock.calls[0]?.[0]).toBe('/de/api/shop-calendar/?month=2026-12');
  const available = within(table).getByRole('link', { name: 'Do., 3. Dezember 2026: Karten verfügbar' });
  expect(available).toHaveClass('sp-day--available');
  expect(available).toHaveAttribute('href', '#sp-day-2026-12-03');
  expect(within(table).getByRole('link', { name: /4\. Dezember 2026: Wenige Karten/ })).toHaveClass('sp-day--limited');
  expect(within(table).getByRole('link', { name: /5\. Dezember 2026: Ausverkauft/ })).toHaveClass('sp-day--sold_out');
  expect(within(table).getAllByRole('link')).toHaveLength(3);
});

test('each event links to the programme, and to its tickets unless sold out', async () => {
  mockFetch({ '/de/api/shop-calendar/': calendar });
  renderCalendar(undefined);
  const day = await screen.findByRole('region', { name: 'Do., 3. Dezember 2026' });
  expect(within(day).getByRole('link', { name: 'Abend 1' })).toHaveAttribute('href', '/de/programm/abend/1');
  expect(within(day).getByRole('link', { name: 'Karten für Abend 1' })).toHaveAttribute('href', '/webshop/events/480001');
  expect(within(day).queryByRole('link', { name: 'Karten für Abend 2' })).not.toBeInTheDocument();
  expect(within(day).getByText('Ausverkauft')).toHaveClass('sp-badge--sold_out');
  expect(screen.getByRole('link', { name: 'Weiter: Januar 2027' })).toHaveAttribute('href', '/webshop/calendar?month=2027-01');
});

test('a month that is not YYYY-MM is not sent', async () => {
  const fetch = mockFetch({ '/de/api/shop-calendar/': calendar });
  renderCalendar('2026-13');
  await screen.findByRole('table');
  expect(fetch.mock.calls[0]?.[0]).toBe('/de/api/shop-calendar/');
});
