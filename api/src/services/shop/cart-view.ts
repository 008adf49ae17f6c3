import type { Cart, CartItem, OrderItem } from '@festival/shared/api-schemas/shop';
import type { Locale } from '@festival/shared/i18n/locales';
import { detailLink } from '../programme/programme-links';
import type { CartRepository } from './cart-repository';
import { CART_URL } from './hold-policy';
import { salesClosed } from './sales-window';
import type { ShopLimits } from './shop-limits';
import { totalOfLines } from '@festival/shared/format/money';

type ItemRow = Awaited<ReturnType<CartRepository['itemRows']>>[number];
/** The columns a cart hold and a sold order item share. */
export type TicketRow = Omit<ItemRow, 'id' | 'expires_at'>;

const pick = (locale: Locale, de: string, en: string) => (locale === 'en' ? en : de);

/** One line of tickets as the cart, the confirmation and the order lookup show it. */
export function ticketLine(row: TicketRow, locale: Locale): OrderItem {
  return {
    event_title: pick(locale, row.title_de, row.title_en),
    event_link: detailLink('events-slug-id', { slug: row.slug, id: row.event_id }, locale),
    date_start: row.date_start,
    venue: pick(locale, row.venue_de, row.venue_en),
    room: pick(locale, row.room_de, row.room_en),
    seat_group: pick(locale, row.seat_group_de, row.seat_group_en),
    price_name: pick(locale, row.price_de, row.price_en),
    unit_price: row.amount,
    quantity: row.quantity,
    timeslot: row.timeslot_id !== null && row.time_start !== null ? { id: row.timeslot_id, time_start: row.time_start } : null,
  };
}

function cartItem(row: ItemRow, locale: Locale, now: Date, salesCloseMinutes: number): CartItem {
  return {
    ...ticketLine(row, locale),
    id: row.id,
    event_id: row.event_id,
    expires_at: row.expires_at,
    expired: row.expires_at <= now.toISOString(),
    sales_closed: salesClosed(row.date_start, now, salesCloseMinutes),
  };
}

/**
 * The cart page's view: live holds count and cost; expired ones are listed for removal only;
 * max_quantity is the line limit; a line whose event closed its sales is marked.
 */
export function cartView(rows: ItemRow[], locale: Locale, now: Date, limits: Pick<ShopLimits, 'ticketsPerLine' | 'salesCloseMinutes'>): Cart {
  const items = rows.map((row) => cartItem(row, locale, now, limits.salesCloseMinutes));
  const live = items.filter((item) => !item.expired);
  const expiresAt = live.map((item) => item.expires_at).sort()[0] ?? null;
  return {
    items,
    tickets_quantity: live.reduce((sum, item) => sum + item.quantity, 0),
    total: totalOfLines(live.map((item) => ({ price: item.unit_price, quantity: item.quantity }))),
    expires_at: expiresAt,
    expires_in: expiresAt === null ? null : Math.max(0, Math.floor((Date.parse(expiresAt) - now.getTime()) / 1000)),
    max_quantity: limits.ticketsPerLine,
    cart_url: CART_URL,
  };
}
