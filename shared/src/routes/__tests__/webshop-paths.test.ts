import { isServerRenderedWebshopPage, parseWebshopPath, webshopPath } from '../webshop-paths';

test('each webshop page is found from the sub-path the shell passes', () => {
  expect(parseWebshopPath('')).toEqual({ name: 'home' });
  expect(parseWebshopPath(undefined)).toEqual({ name: 'home' });
  expect(parseWebshopPath('cart')).toEqual({ name: 'cart' });
  expect(parseWebshopPath('cart/')).toEqual({ name: 'cart' });
  expect(parseWebshopPath('checkout')).toEqual({ name: 'checkout' });
  expect(parseWebshopPath('orders')).toEqual({ name: 'lookup' });
  expect(parseWebshopPath('orders/ab12cd34')).toEqual({ name: 'order', code: 'AB12CD34' });
  expect(parseWebshopPath('calendar')).toEqual({ name: 'calendar' });
  expect(parseWebshopPath('events/480012')).toEqual({ name: 'event', jet: 480012 });
});

test('anything else is not found, including ids that are not ids', () => {
  for (const rest of ['basket', 'events', 'events/0', 'events/12x', 'events/99999999999', 'orders/a-b', 'cart/1', 'events/1/2']) {
    expect(parseWebshopPath(rest)).toEqual({ name: 'not-found' });
  }
});

test('paths are built under /webshop and read back to the same page', () => {
  expect(webshopPath({ name: 'home' })).toBe('/webshop');
  expect(webshopPath({ name: 'calendar' }, { month: '2026-12' })).toBe('/webshop/calendar?month=2026-12');
  const routes = [{ name: 'cart' }, { name: 'checkout' }, { name: 'lookup' }, { name: 'order', code: 'K7P2M9QX' }, { name: 'event', jet: 480001 }] as const;
  for (const route of routes) expect(parseWebshopPath(webshopPath(route).replace('/webshop/', ''))).toEqual(route);
});

test('the server renders the pages that need no cart, order or session', () => {
  const rendered = ['', 'orders', 'calendar', 'events/480012', 'basket'].map(parseWebshopPath);
  const own = ['cart', 'checkout', 'orders/K7P2M9QX'].map(parseWebshopPath);
  expect(rendered.every(isServerRenderedWebshopPage)).toBe(true);
  expect(own.some(isServerRenderedWebshopPage)).toBe(false);
});
