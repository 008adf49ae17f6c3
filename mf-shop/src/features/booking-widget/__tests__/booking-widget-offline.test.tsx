import { render, screen } from '@testing-library/react';
import type { EventDetail } from '@festival/shared/api-schemas/programme';
import { useSettingsStore } from '@festival/shared/stores/settings-store';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { withParcelRoot } from '@festival/shared/ui/parcel-root';
import '../../../i18n/shop-resources';
import { BookingWidget } from '../components/booking-widget';

const Widget = withParcelRoot(BookingWidget);
const event = {
  id: 9, id_jet: 480009, availability: 'available', ticket_url: '',
  seat_groups: [{ id: 1, seat_group: 'Parkett', status: '1', text: '', capacity: 80, timeslots: [], prices: [{ id: 1, price: '18.00', sale_type_id: 1, seat_group: 1, text: 'Normal', name: 'Normal', has_discounts: false }] }],
} as unknown as EventDetail;
const props: ParcelProps = { locale: 'de', routeName: 'events-slug-id', params: {}, query: {}, navigate: jest.fn(), user: null, data: { event } };
const settings = (online: boolean) => ({
  is_site_online: true, is_shop_online: online, html_footer_logos: { code: '' }, html_footer_top: { code: '' },
  html_footer_bottom: { code: '' }, html_header: { code: '' }, error_pages: {},
});

test('while the shop is offline the widget says "Webshop offline" and offers no booking', () => {
  useSettingsStore.setState({ settings: settings(false), status: 'ready' });
  render(<Widget {...props} />);
  expect(screen.getByRole('region', { name: 'Kartenbuchung' })).toHaveTextContent('Webshop offline');
  expect(screen.queryByRole('button', { name: 'Karten wählen' })).not.toBeInTheDocument();
});

test('while the shop is online the widget offers the ticket choice', () => {
  useSettingsStore.setState({ settings: settings(true), status: 'ready' });
  render(<Widget {...props} />);
  expect(screen.getByRole('button', { name: 'Karten wählen' })).toBeInTheDocument();
  expect(screen.queryByText('Webshop offline')).not.toBeInTheDocument();
});
