import { parseDecimal } from './decimal.ts';

/** Money is an integer number of cents everywhere inside; the API carries decimal strings like "1234.50". */
export type Cents = number;

/** Parses "1234.5", "1234.50" or "1,234.50" into cents; null when it is not an amount of at most 2 decimals. */
export function parseCents(input: string): Cents | null {
  const reading = parseDecimal(input, 2);
  return reading.ok ? reading.value : null;
}

/** Cents to the API's decimal string: 123450 → "1234.50". */
export function centsToDecimal(cents: Cents): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

export function assertCents(cents: Cents): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${cents} is not a whole number of cents`);
}
