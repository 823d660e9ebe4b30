import type { Cents } from '../money/cents.ts';

/** Quantities carry up to three decimals (hours, kilograms), held as thousandths to keep sums exact. */
export const QUANTITY_DECIMALS = 3;
export const QUANTITY_SCALE = 10 ** QUANTITY_DECIMALS;

export interface LineInput {
  /** Thousandths of a unit: 1.5 hours is 1500. */
  quantityMilli: number;
  /** Unit price in cents, as entered (including GST when the invoice's prices include it). */
  priceCents: Cents;
  /** False for a GST-free supply; only matters when the business is registered. */
  taxable: boolean;
}

export interface TotalsInput {
  lines: readonly LineInput[];
  gstRegistered: boolean;
  /** Prices entered GST-inclusive (most sole traders quote so); otherwise GST is added on top. */
  pricesIncludeGst: boolean;
}

export interface LineTotals {
  /** Quantity × price, to the cent, as entered. */
  amount: Cents;
  /** This line's GST for display (GST-inclusive invoices show each line as ex-GST + GST). */
  gst: Cents;
  exGst: Cents;
}

export interface Totals {
  lines: LineTotals[];
  /** Before GST. */
  subtotal: Cents;
  gst: Cents;
  total: Cents;
}

/** n ÷ d rounded to the nearest whole number, halves up, in integers only (n ≥ 0, d > 0). */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  if (
    !Number.isSafeInteger(numerator) ||
    !Number.isSafeInteger(denominator) ||
    numerator < 0 ||
    denominator <= 0
  ) {
    throw new RangeError(`cannot divide ${numerator} by ${denominator} in whole cents`);
  }
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** One line's amount: quantity × price, rounded to the cent (halves up). */
export function lineAmount(quantityMilli: number, priceCents: Cents): Cents {
  return divideRoundHalfUp(quantityMilli * priceCents, QUANTITY_SCALE);
}

/**
 * An invoice's subtotal, GST and total, always with subtotal + GST = total. GST is worked out once for
 * the whole invoice and rounded half a cent up (GST Act s 9-90): 10% of the taxable amounts when
 * prices exclude GST, 1/11 of them when prices include it. Unregistered businesses charge none.
 */
export function invoiceTotals({ lines, gstRegistered, pricesIncludeGst }: TotalsInput): Totals {
  const amounts = lines.map((line) => lineAmount(line.quantityMilli, line.priceCents));
  const sum = amounts.reduce((total, amount) => total + amount, 0);
  const gstOn = (amount: Cents) => divideRoundHalfUp(amount, pricesIncludeGst ? 11 : 10);
  const lineTotals = amounts.map((amount, index) => {
    const gst = gstRegistered && lines[index]?.taxable ? gstOn(amount) : 0;
    return { amount, gst, exGst: pricesIncludeGst ? amount - gst : amount };
  });
  if (!gstRegistered) return { lines: lineTotals, subtotal: sum, gst: 0, total: sum };
  const taxable = amounts.reduce((total, amount, index) => total + (lines[index]?.taxable ? amount : 0), 0);
  const gst = gstOn(taxable);
  return pricesIncludeGst
    ? { lines: lineTotals, subtotal: sum - gst, gst, total: sum }
    : { lines: lineTotals, subtotal: sum, gst, total: sum + gst };
}

/** An item as the invoice schemas give it: quantity in thousandths, price in cents. */
export interface ValidatedItem {
  quantity: number;
  price: Cents;
  taxable: boolean;
}

/** The totals of validated items, the same whether the invoice is saved or only printed. */
export function itemTotals(items: readonly ValidatedItem[], gst: Omit<TotalsInput, 'lines'>): Totals {
  return invoiceTotals({
    lines: items.map((item) => ({
      quantityMilli: item.quantity,
      priceCents: item.price,
      taxable: item.taxable,
    })),
    ...gst,
  });
}
