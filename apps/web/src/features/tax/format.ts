import { type Cents, formatAud } from '@sorted/core/money/cents';

// Amounts are shown as Australians read them (en-AU, AUD) whatever the language, like the rest of the app.

export { formatAud };

const WHOLE_DOLLARS = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  maximumFractionDigits: 0,
});

/** Thresholds in whole dollars: 1820100 → "$18,201". */
export function formatDollars(cents: Cents): string {
  return WHOLE_DOLLARS.format(Math.trunc(cents / 100));
}

/** A rate in basis points: 3250 → "32.5%", 1200 → "12%". */
export function formatRate(bps: number): string {
  return `${bps / 100}%`;
}

/** An effective rate in basis points, to 2 decimals: 2176 → "21.76%". */
export function formatPercent(bps: number): string {
  return `${(bps / 100).toFixed(2)}%`;
}

/** An amount taken off: "−$325.00". */
export function formatDeduction(cents: Cents): string {
  return cents === 0 ? formatAud(0) : `−${formatAud(cents)}`;
}
