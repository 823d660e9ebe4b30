import { formatAud, formatPercent } from '@sorted/core/i18n/format';
import type { Cents } from '@sorted/core/money/cents';
import i18next from 'i18next';

// How the calculator writes rates and deductions, through core's formatters: rates in the language shown
// (its screens redraw when the language changes, their texts being translated too).

/** A rate in basis points: 3250 → "32.5%", 1200 → "12%" ("32,5 %" in German). */
export function formatRate(bps: number): string {
  return formatPercent(bps / 100, i18next.language);
}

/** An effective rate in basis points, to 2 decimals: 2176 → "21.76%". */
export function formatEffectiveRate(bps: number): string {
  return formatPercent(bps / 100, i18next.language, { decimals: [2, 2] });
}

/** An amount taken off: "−$325.00". */
export function formatDeduction(cents: Cents): string {
  return cents === 0 ? formatAud(0) : `−${formatAud(cents)}`;
}
