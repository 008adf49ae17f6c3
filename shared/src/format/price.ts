import { NO_BREAK_SPACE } from './no-break';

/** Spec §9: the default currency. */
export const CURRENCY = '€';

/**
 * Spec §9: a price is shown with ".00" removed and a decimal comma, followed by the
 * currency: "12.00" → "12 €", "8.50" → "8,50 €" (with a no-break space).
 */
export function formatPrice(value: string | number, currency: string = CURRENCY): string {
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount)) return '';
  const fixed = amount.toFixed(2);
  const text = fixed.endsWith('.00') ? fixed.slice(0, -3) : fixed.replace('.', ',');
  return `${text}${NO_BREAK_SPACE}${currency}`;
}

/** Spec §5: prices of 0.00 do not count as prices to show in booking summaries. */
export function isFreePrice(value: string | number): boolean {
  return Number(value) === 0;
}
