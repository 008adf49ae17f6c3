import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventDetail, SeatGroup } from '@festival/shared/api-schemas/programme';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { withParcelRoot } from '@festival/shared/ui/parcel-root';
import '../../../i18n/shop-resources';
import { BookingWidget } from '../components/booking-widget';

const Widget = withParcelRoot(BookingWidget);
const price = (id: number, value: string, name: string) => ({ id, price: value, sale_type_id: id, seat_group: 1, text: name, name, has_discounts: false });
const group: SeatGroup = {
  id: 1, seat_group: 'Parkett', status: '1', text: '', capacity: 80, timeslots: [],
  prices: [price(1, '18.00', 'Vollpreis'), price(2, '9.00', 'Ermäßigt'), price(3, '5.00', 'Schüler'), price(4, '0.00', 'Begleitperson')],
};
const event = { seat_groups: [group, { ...group, id: 2, seat_group: 'Rang', status: '0' }], ticket_url: 'https://shop.example/e/1' } as unknown as EventDetail;
const props: ParcelProps = { locale: 'de', routeName: 'events-slug-id', params: {}, query: {}, navigate: jest.fn(), user: null, data: { event } };

test('available seat groups with the first two prices, the rest on request', async () => {
  render(<Widget {...props} />);
  expect(screen.getByRole('heading', { name: 'Parkett' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Rang' })).not.toBeInTheDocument();
  expect(screen.getByText('18 €')).toBeInTheDocument();
  expect(screen.queryByText('5 €')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Alle Preise zeigen' }));
  expect(screen.getByText('5 €')).toBeInTheDocument();
});

test('choosing tickets adds up the total; the purchase continues in the webshop', async () => {
  render(<Widget {...props} />);
  await userEvent.click(screen.getByRole('button', { name: 'Vollpreis hinzufügen' }));
  await userEvent.click(screen.getByRole('button', { name: 'Vollpreis hinzufügen' }));
  await userEvent.click(screen.getByRole('button', { name: 'Ermäßigt hinzufügen' }));
  await userEvent.click(screen.getByRole('button', { name: 'Vollpreis entfernen' }));
  const summary = screen.getByRole('heading', { name: 'Ihre Auswahl' }).parentElement as HTMLElement;
  expect(within(summary).getByText('27 €')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zum Webshop' })).toHaveAttribute('href', 'https://shop.example/e/1');
});
