const MONEY = /^\s*(\d{1,6})(?:[.,](\d{1,2}))?\s*$/;

/** Whether a typed amount reads as euros: "14,50", "14.50", "14,5" or "14". */
export function isMoneyInput(value: string): boolean {
  return MONEY.test(value);
}

/** A typed amount as the api's decimal string ("14,5" → "14.50"); anything else unchanged, for the api to refuse. */
export function toMoneyValue(value: string): string {
  const match = MONEY.exec(value);
  if (!match) return value;
  return `${match[1]}.${(match[2] ?? '').padEnd(2, '0')}`;
}
