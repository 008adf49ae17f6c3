import { formatPrice, isFreePrice } from '../price';

test.each([
  ['12.00', '12 €'],
  ['8.50', '8,50 €'],
  ['0.00', '0 €'],
  ['19.99', '19,99 €'],
  [7, '7 €'],
  [7.5, '7,50 €'],
])('%p is shown as %p', (input, shown) => {
  expect(formatPrice(input)).toBe(shown);
});

test('another currency sign', () => {
  expect(formatPrice('3.00', 'CHF')).toBe('3 CHF');
});

test('a value that is no number shows nothing', () => {
  expect(formatPrice('abc')).toBe('');
});

test('only zero is free', () => {
  expect(isFreePrice('0.00')).toBe(true);
  expect(isFreePrice('0.50')).toBe(false);
});
