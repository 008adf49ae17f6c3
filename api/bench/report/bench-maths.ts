/**
 * The median of a few repeated measurements (rounds, Lighthouse runs): the middle value, or the
 * higher of the two middle ones for an even count, so it is always a value that was measured.
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** `part` as a percentage of `whole`; 0 when the whole is 0 (nothing to compare with). */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? (part / whole) * 100 : 0;
}
