import type { FastifyReply, FastifyRequest } from 'fastify';
import { CART_AMOUNT_COOKIE, CART_URL_COOKIE } from '@festival/shared/cookies/cart-cookies';
import { CART_COOKIE } from '../../services/shop/cart-token';
import { HOLD_SECONDS } from '../../services/shop/hold-policy';

/** The anonymous cart lives as long as a browser session would reasonably come back to it. */
const CART_COOKIE_SECONDS = 30 * 24 * 3600;

export function cartToken(request: FastifyRequest): string | null {
  return request.cookies[CART_COOKIE] || null;
}

export function setCartToken(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(CART_COOKIE, token, {
    path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', maxAge: CART_COOKIE_SECONDS,
  });
}

/**
 * Spec §9: cartAmount and cartUrl, readable by the header's cart indicator, valid for the 15
 * minutes of the holds, on path / and the configured parent domain. An empty cart clears them.
 */
export function setCartSummaryCookies(request: FastifyRequest, reply: FastifyReply, tickets: number, url: string): void {
  const domain = request.server.config.shopCookieDomain ?? undefined;
  const options = { path: '/', sameSite: 'lax' as const, secure: request.protocol === 'https', httpOnly: false, domain };
  if (tickets > 0) {
    reply.setCookie(CART_AMOUNT_COOKIE, String(tickets), { ...options, maxAge: HOLD_SECONDS });
    reply.setCookie(CART_URL_COOKIE, url, { ...options, maxAge: HOLD_SECONDS });
  } else {
    reply.clearCookie(CART_AMOUNT_COOKIE, options);
    reply.clearCookie(CART_URL_COOKIE, options);
  }
}
