import { formatAud } from '@sorted/core/i18n/format';
import { type Cents, parseCents } from '@sorted/core/money/cents';

// How the bank's figures are written on its screens.

/** "062000" → "062-000", as a BSB is printed on cards and statements; anything else as it is. */
export const formatBsb = (bsb: string) => (/^\d{6}$/.test(bsb) ? `${bsb.slice(0, 3)}-${bsb.slice(3)}` : bsb);

/** Money in is positive: "+$2,000.00", money out "-$15.26" (the sign says it, not the colour alone). */
export function formatSignedCents(cents: Cents): string {
  return cents > 0 ? `+${formatAud(cents)}` : formatAud(cents);
}

/** An API amount ("-15.26") with its sign, as formatSignedCents. */
export const formatSignedAmount = (amount: string) => formatSignedCents(parseCents(amount) ?? 0);

/**
 * The colour of an amount: green in, red out. The light variant's text colours, which the theme keeps
 * readable (app/readable-colors.ts) in both skins.
 */
export const amountColor = (cents: Cents) =>
  cents > 0
    ? 'var(--mantine-color-teal-light-color)'
    : cents < 0
      ? 'var(--mantine-color-red-light-color)'
      : undefined;
