import { CART_UPDATED, dispatchAppEvent, onAppEvent } from '../app-events';

test('a listener receives the detail until it unsubscribes', () => {
  const seen: Array<number | undefined> = [];
  const off = onAppEvent(CART_UPDATED, (detail) => seen.push(detail.count));
  dispatchAppEvent('cart-updated', { count: 2 });
  off();
  dispatchAppEvent('cart-updated', { count: 3 });
  expect(seen).toEqual([2]);
});

test('the cart event keeps its agreed name', () => {
  expect(CART_UPDATED).toBe('cart-updated');
});
