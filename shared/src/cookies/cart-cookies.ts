/**
 * Spec §9: the cart's size and address for the header's cart indicator, valid 15 minutes on
 * path /. The api sets them with every cart answer; the browser only reads them.
 */
export const CART_AMOUNT_COOKIE = 'cartAmount';
export const CART_URL_COOKIE = 'cartUrl';
