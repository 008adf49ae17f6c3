import { formatPrice, isFreePrice } from '../price';

// The amount and its currency are joined by a no-break space (\u00a0): a line never breaks between them.
test.each([
  ['12.00', '12\u00a0€'],
  ['8.50', '8,50\u00a0€'],
  ['0.00', '0\u00a0€'],
  ['19.99', '19,99\u00a0€'],
  [7, '7\u00a0€'],
  [7.5, '7,50\u00a0€'],
])('%p is shown as %p', (input, shown) => {
  expect(formatPrice(input)).toBe(shown);
});

test('another currency sign', () => {
  expect(formatPrice('3.00', 'CHF')).toBe('3\u00a0CHF');
});

test('a value that is no number shows nothing', () => {
  expect(formatPrice('abc')).toBe('');
});

test('only zero is free', () => {
  expect(isFreePrice('0.00')).toBe(true);
  expect(isFreePrice('0.50')).toBe(false);
});
