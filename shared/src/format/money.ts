/**
 * Prices travel as decimal strings ("18.50"); sums are taken in whole cents, on the server and
 * in the browser alike, so a total never drifts the way 0.1 + 0.2 does in floating point.
 */
export function toCents(amount: string): number {
  const [whole = '0', fraction = '0'] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

export function fromCents(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The total of price lines (a decimal price string times an amount), as a decimal string. */
export function totalOfLines(lines: readonly { price: string; quantity: number }[]): string {
  return fromCents(lines.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0));
}
