import { nextInvoiceNumber } from '../invoices/invoice-number.ts';

/** The number after a business's last quote number, counted like invoices': "Q-0001" for a first quote. */
export function nextQuoteNumber(last: string | null | undefined): string {
  return last?.trim() ? nextInvoiceNumber(last) : 'Q-0001';
}
