import { fromCents, toCents, totalOfLines } from '../money';

test('decimal price strings become whole cents and back', () => {
  expect(toCents('18.50')).toBe(1850);
  expect(toCents('0.05')).toBe(5);
  expect(toCents('7')).toBe(700);
  expect(fromCents(1850)).toBe('18.50');
  expect(fromCents(5)).toBe('0.05');
  expect(fromCents(0)).toBe('0.00');
});

test('totals are summed in cents: no floating-point drift', () => {
  // in floating point, 0.1 * 3 + 0.2 is 0.5000000000000001
  expect(totalOfLines([{ price: '0.10', quantity: 3 }, { price: '0.20', quantity: 1 }])).toBe('0.50');
  expect(totalOfLines([{ price: '18.00', quantity: 2 }, { price: '9.50', quantity: 1 }])).toBe('45.50');
  expect(totalOfLines([{ price: '19.99', quantity: 3 }])).toBe('59.97');
  expect(totalOfLines([])).toBe('0.00');
});
