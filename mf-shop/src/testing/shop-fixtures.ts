import type { Cart, CartItem, Order, OrderItem } from '@festival/shared/api-schemas/shop';
import { totalOfLines } from '@festival/shared/format/money';
import { webshopPath } from '@festival/shared/routes/webshop-paths';
import type { ParcelProps } from '@festival/shared/types/parcel-props';

/** Answers of the shop api as the webshop's tests use them. */
export const orderItem: OrderItem = {
  event_title: 'Nachtfähre',
  event_link: '/de/programm/nachtfaehre/1',
  date_start: '2026-11-28T18:00:00.000Z',
  venue: 'Literaturhaus',
  room: 'Saal',
  seat_group: 'Parkett',
  price_name: 'Vollpreis',
  unit_price: '18.00',
  quantity: 2,
  timeslot: null,
};

export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  return { ...orderItem, id: 5, event_id: 1, expires_at: '2026-11-22T12:15:00.000Z', expired: false, sales_closed: false, ...overrides };
}

export function cart(items: CartItem[] = [cartItem()], expiresIn: number | null = 900): Cart {
  const live = items.filter((item) => !item.expired);
  return {
    items,
    tickets_quantity: live.reduce((sum, item) => sum + item.quantity, 0),
    total: totalOfLines(live.map((item) => ({ price: item.unit_price, quantity: item.quantity }))),
    expires_at: live.length > 0 ? '2026-11-22T12:15:00.000Z' : null,
    expires_in: live.length > 0 ? expiresIn : null,
    max_quantity: 20,
    cart_url: webshopPath({ name: 'cart' }),
  };
}

export const order: Order = {
  code: 'K7P2M9QX',
  status: 'pending_payment',
  payment_method: { id: 'box_office', name: 'Zahlung an der Abendkasse', description: 'Bitte bringen Sie Ihren Bestellcode mit.' },
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.org',
  total: '36.00',
  created_at: '2026-11-22T12:01:00.000Z',
  items: [orderItem],
};

export const paymentMethods = [order.payment_method];

export function webshopProps(rest: string, overrides: Partial<ParcelProps> = {}): ParcelProps {
  return { locale: 'de', routeName: null, params: { '*': rest }, query: {}, navigate: jest.fn(), user: null, ...overrides };
}
