import { Type, type Static } from '@sinclair/typebox';
import { Day, EmailLine, Id, Instant, Line, Nullable } from './common-schemas';
import { YEAR_PATTERN } from '../validation/year-range';
import { Availability } from './programme';

/**
 * Shop domain (spec §7 shop-cart call, §8 cart errors, §9 15-minute holds): the cart, its
 * holds, orders placed from them, order lookup and the shop calendar.
 */

const Money = Type.String({ pattern: '^[0-9]+\\.[0-9]{2}$' });
/** At most this many tickets of one price in one add-to-cart call; what a cart may hold in all is the api's limit. */
export const MAX_TICKETS_PER_PRICE = 20;
const Quantity = Type.Integer({ minimum: 1, maximum: MAX_TICKETS_PER_PRICE });

// ---------------------------------------------------------------- add to cart (spec §7)

/** quantities[i] tickets of sale_type_ids[i]; one call per seat group. */
export const ShopCartRequest = Type.Object({
  quantities: Type.Array(Quantity, { minItems: 1, maxItems: 20 }),
  event_jet_id: Id,
  sale_type_ids: Type.Array(Type.Integer({ minimum: 0, maximum: 2147483647 }), { minItems: 1, maxItems: 20 }),
  seat_group: Type.Optional(Id),
  block_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
});
export type ShopCartRequest = Static<typeof ShopCartRequest>;

export const ShopCartAnswer = Type.Object({
  tickets_quantity: Type.Integer({ minimum: 0 }),
  cart_url: Type.String(),
  expires_at: Nullable(Instant),
});
export type ShopCartAnswer = Static<typeof ShopCartAnswer>;

/**
 * A refused cart action (spec §8) carries the code the widget maps to its message; other 4xx only a
 * detail. An order refused for some of its lines names them: item_ids are their cart item ids.
 */
export const ShopErrorAnswer = Type.Object({
  detail: Type.String(),
  response_code: Type.Optional(Type.Integer()),
  item_ids: Type.Optional(Type.Array(Id)),
});
export type ShopErrorAnswer = Static<typeof ShopErrorAnswer>;

// ---------------------------------------------------------------- the cart

export const CartTimeslot = Type.Object({ id: Id, time_start: Instant });

/** One line of tickets as the cart, the confirmation and the lookup show it. */
export const OrderItem = Type.Object({
  event_title: Type.String(),
  event_link: Type.String(),
  date_start: Instant,
  venue: Type.String(),
  /** The hall at the venue: what a visitor at the door asks for. */
  room: Type.String(),
  seat_group: Type.String(),
  price_name: Type.String(),
  unit_price: Money,
  quantity: Type.Integer({ minimum: 1 }),
  timeslot: Nullable(CartTimeslot),
});
export type OrderItem = Static<typeof OrderItem>;

export const CartItem = Type.Object({
  ...OrderItem.properties,
  id: Id,
  event_id: Id,
  expires_at: Instant,
  /** The hold ran out: the seats are no longer kept for this cart. */
  expired: Type.Boolean(),
  /** The event's ticket sales have closed: the line cannot be ordered, only removed. */
  sales_closed: Type.Boolean(),
});
export type CartItem = Static<typeof CartItem>;

export const Cart = Type.Object({
  items: Type.Array(CartItem),
  tickets_quantity: Type.Integer({ minimum: 0 }),
  total: Money,
  /** When the live holds run out; null without any. */
  expires_at: Nullable(Instant),
  /** Seconds until then, by the server's clock, so a countdown does not depend on the visitor's clock. */
  expires_in: Nullable(Type.Integer({ minimum: 0 })),
  /** The most tickets one cart line may hold, for the cart page's amount buttons. */
  max_quantity: Type.Integer({ minimum: 1 }),
  cart_url: Type.String(),
});
export type Cart = Static<typeof Cart>;

export const CartItemParams = Type.Object({ id: Id });
/** No schema maximum: a line held over the api's limit can be lowered; raising is checked against the limit. */
export const CartItemChange = Type.Object({ quantity: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export type CartItemChange = Static<typeof CartItemChange>;

// ---------------------------------------------------------------- orders

export const PaymentMethod = Type.Object({ id: Type.String(), name: Type.String(), description: Type.String() });
export type PaymentMethod = Static<typeof PaymentMethod>;
export const PaymentMethodList = Type.Array(PaymentMethod);

export const CheckoutRequest = Type.Object({
  first_name: Line({ minLength: 1, maxLength: 100 }),
  last_name: Line({ minLength: 1, maxLength: 100 }),
  email: EmailLine({ minLength: 3, maxLength: 254 }),
  phone: Line({ maxLength: 40 }),
  terms_accepted: Type.Literal(true),
  payment_method: Line({ minLength: 1, maxLength: 40 }),
});
export type CheckoutRequest = Static<typeof CheckoutRequest>;

export const OrderStatus = Type.Union([Type.Literal('pending_payment'), Type.Literal('paid'), Type.Literal('cancelled')]);
export type OrderStatus = Static<typeof OrderStatus>;

export const Order = Type.Object({
  code: Type.String(),
  status: OrderStatus,
  payment_method: PaymentMethod,
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  total: Money,
  created_at: Instant,
  items: Type.Array(OrderItem),
});
export type Order = Static<typeof Order>;

export const OrderLookupQuery = Type.Object({
  code: Line({ minLength: 1, maxLength: 20 }),
  email: Line({ minLength: 1, maxLength: 254 }),
});
export type OrderLookupQuery = Static<typeof OrderLookupQuery>;

// ---------------------------------------------------------------- shop calendar (spec §9 colours)

export const ShopCalendarQuery = Type.Object({ month: Type.Optional(Type.String({ pattern: `^${YEAR_PATTERN}-(0[1-9]|1[0-2])$` })) });
export type ShopCalendarQuery = Static<typeof ShopCalendarQuery>;

export const ShopCalendarEvent = Type.Object({
  id: Id,
  title: Type.String(),
  date_start: Instant,
  link: Type.String(),
  ticket_url: Type.String(),
  availability: Availability,
});
export type ShopCalendarEvent = Static<typeof ShopCalendarEvent>;

export const ShopCalendarDay = Type.Object({
  date: Day,
  availability: Availability,
  events: Type.Array(ShopCalendarEvent),
});
export type ShopCalendarDay = Static<typeof ShopCalendarDay>;

export const ShopCalendar = Type.Object({
  month: Type.String(),
  previous: Type.String(),
  next: Type.String(),
  days: Type.Array(ShopCalendarDay),
});
export type ShopCalendar = Static<typeof ShopCalendar>;
