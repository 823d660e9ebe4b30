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

// Amounts are shown as Australians read them (en-AU, AUD) whatever the language: the one place they are
// formatted, for the web and the PDFs and mails alike.
// The two rarer formats are made on first use: each costs milliseconds to build, which a phone would
// otherwise spend before the dashboard's first figures.
const AUD = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
let wholeDollars: Intl.NumberFormat | undefined;
let compact: Intl.NumberFormat | undefined;

/** Cents as people read them in Australia: 123450 → "$1,234.50". */
export function formatAud(cents: Cents): string {
  assertCents(cents);
  return AUD.format(cents / 100);
}

/** An API amount as people read it: "1234.50" → "$1,234.50" (an unreadable one as $0.00). */
export function formatAmount(amount: string): string {
  return formatAud(parseCents(amount) ?? 0);
}

/** Whole dollars, for thresholds: 1820100 → "$18,201". */
export function formatWholeDollars(cents: Cents): string {
  assertCents(cents);
  wholeDollars ??= new Intl.NumberFormat('en-AU', {
    style: 'currency',
    currency: 'AUD',
    maximumFractionDigits: 0,
  });
  return wholeDollars.format(Math.trunc(cents / 100));
}

/** Dollars short enough for a chart's scale at any size: 140000000 → "$140M". */
export function formatCompactDollars(dollars: number): string {
  compact ??= new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', notation: 'compact' });
  return compact.format(dollars);
}

export function assertCents(cents: Cents): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${cents} is not a whole number of cents`);
}
