import { createHash, randomBytes } from 'node:crypto';

/** The anonymous cart's cookie (HttpOnly, SameSite=Lax): a random token, stored only as a hash. */
export const CART_COOKIE = 'shop_cart';

export function newCartToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashCartToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
