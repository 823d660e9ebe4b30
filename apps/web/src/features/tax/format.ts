import { type Cents, formatAud } from '@sorted/core/money/cents';

// How the calculator writes rates and deductions; amounts come from core's money formatters.

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
