import type { ReceiptReading } from './receipt-text.ts';

// Whether a receipt is enough to claim the GST in it (ATO "Claiming GST credits"; GST Act s 29-70): a
// purchase over $82.50 including GST needs a tax invoice — the words "Tax invoice" and the seller's ABN
// among what it must show. Below that, any record of the purchase will do. Said to the owner as a
// warning, never applied for them: they may hold a proper tax invoice the photo does not show.

/** Above this, GST included, a GST credit needs a tax invoice. */
export const TAX_INVOICE_THRESHOLD_CENTS = 8_250;

export type GstCreditWarning = 'not-a-tax-invoice' | 'no-abn' | 'abn-invalid';

/** What the receipt lacks for its GST credit, most telling first; none for $82.50 or less, or no total read. */
export function gstCreditWarnings(
  reading: Pick<ReceiptReading, 'totalCents' | 'taxInvoice' | 'abn'>,
): GstCreditWarning[] {
  if (reading.totalCents === null || reading.totalCents <= TAX_INVOICE_THRESHOLD_CENTS) return [];
  const warnings: GstCreditWarning[] = [];
  if (!reading.taxInvoice) warnings.push('not-a-tax-invoice');
  if (reading.abn === null) warnings.push('no-abn');
  else if (!reading.abn.valid) warnings.push('abn-invalid');
  return warnings;
}
