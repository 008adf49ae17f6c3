import { WEBSHOP_PATH } from './area-paths';

/**
 * The pages of the webshop area (spec §2: /webshop and its sister paths, each with a wildcard
 * sub-path). The shell mounts the webshop parcel for all of them and passes the sub-path as
 * params['*']; the parcel routes on it and links under /webshop, as the api's cart and ticket links do.
 */
export type WebshopRoute =
  | { name: 'home' }
  | { name: 'cart' }
  | { name: 'checkout' }
  | { name: 'lookup' }
  | { name: 'order'; code: string }
  | { name: 'calendar' }
  | { name: 'event'; jet: number }
  | { name: 'not-found' };

/** Order codes are letters and digits; a jet id is a positive 32-bit integer. */
const ORDER_CODE = /^[A-Za-z0-9]{4,20}$/;
const JET_ID = /^[1-9]\d{0,9}$/;

export function parseWebshopPath(rest: string | undefined): WebshopRoute {
  const parts = (rest ?? '').split('/').filter(Boolean);
  const [first, second, ...more] = parts;
  if (more.length > 0) return { name: 'not-found' };
  if (first === undefined) return { name: 'home' };
  if (second === undefined) {
    if (first === 'cart') return { name: 'cart' };
    if (first === 'checkout') return { name: 'checkout' };
    if (first === 'orders') return { name: 'lookup' };
    if (first === 'calendar') return { name: 'calendar' };
    return { name: 'not-found' };
  }
  if (first === 'orders' && ORDER_CODE.test(second)) return { name: 'order', code: second.toUpperCase() };
  if (first === 'events' && JET_ID.test(second) && Number(second) <= 2147483647) return { name: 'event', jet: Number(second) };
  return { name: 'not-found' };
}

/** The path of a webshop page; the one place where webshop paths are built. */
export function webshopPath(route: Exclude<WebshopRoute, { name: 'not-found' }>, query: Record<string, string> = {}): string {
  const qs = new URLSearchParams(query).toString();
  const path = (() => {
    switch (route.name) {
      case 'home': return WEBSHOP_PATH;
      case 'cart': return `${WEBSHOP_PATH}/cart`;
      case 'checkout': return `${WEBSHOP_PATH}/checkout`;
      case 'lookup': return `${WEBSHOP_PATH}/orders`;
      case 'order': return `${WEBSHOP_PATH}/orders/${encodeURIComponent(route.code)}`;
      case 'calendar': return `${WEBSHOP_PATH}/calendar`;
      case 'event': return `${WEBSHOP_PATH}/events/${route.jet}`;
    }
  })();
  return qs ? `${path}?${qs}` : path;
}

/**
 * The webshop pages the api renders on the server: those that need no cart, no order and no
 * session. The cart, the checkout and an order are the visitor's own and render in the browser.
 */
export function isServerRenderedWebshopPage(route: WebshopRoute): boolean {
  return route.name !== 'cart' && route.name !== 'checkout' && route.name !== 'order';
}
