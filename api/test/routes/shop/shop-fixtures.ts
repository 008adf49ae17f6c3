import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
export { createTicketedEvent } from '../../../bench/ticketed-event';

const CSRF = 'shop-test-csrf-token-0123456789';

export interface ShopCall {
  res: LightMyRequestResponse;
  /** The cart cookie to send on the next call of the same visitor. */
  cart: string | null;
}

function cartCookieOf(res: LightMyRequestResponse, previous: string | null): string | null {
  const cookie = res.cookies.find((entry) => entry.name === 'shop_cart');
  return cookie ? cookie.value : previous;
}

/** An unsafe call as the browser sends it: csrftoken cookie plus header, and the visitor's cart cookie. */
export async function shopCall(
  app: FastifyInstance, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload: unknown, cart: string | null,
): Promise<ShopCall> {
  const res = await app.inject({
    method, url, payload: payload as Record<string, unknown> | undefined,
    cookies: { csrftoken: CSRF, ...(cart ? { shop_cart: cart } : {}) },
    headers: { 'x-csrftoken': CSRF },
  });
  return { res, cart: cartCookieOf(res, cart) };
}

export function addToCart(app: FastifyInstance, body: Record<string, unknown>, cart: string | null = null): Promise<ShopCall> {
  return shopCall(app, 'POST', '/de/api/shop-cart/', body, cart);
}

export async function getCart(app: FastifyInstance, cart: string | null, locale = 'de') {
  const res = await app.inject({ url: `/${locale}/api/shop-cart/`, cookies: cart ? { shop_cart: cart } : {} });
  expect(res.statusCode).toBe(200);
  return res.json();
}

export const CHECKOUT = {
  first_name: 'Ada', last_name: 'Lovelace', email: 'Ada@Example.org', phone: '', terms_accepted: true, payment_method: 'box_office',
};
