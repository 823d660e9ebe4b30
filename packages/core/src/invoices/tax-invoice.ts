import type { ValidationMessageKey } from '../i18n/validation-messages.ts';
import type { Cents } from '../money/cents.ts';

/** From this total (GST included) a tax invoice must also show who the buyer is (ATO). */
export const BUYER_IDENTITY_FROM_CENTS: Cents = 1_000_00;

export interface TaxInvoiceFacts {
  gstRegistered: boolean;
  sellerAbn: string | null | undefined;
  buyer: { name?: string | null; abn?: string | null } | null | undefined;
  totalCents: Cents;
}

export interface TaxInvoiceIssue {
  /** The field to fix, as a path in the invoice's attributes. */
  path: ['seller', 'abn'] | ['buyer', 'name'];
  message: ValidationMessageKey;
}

/**
 * What a GST-registered business's invoice lacks to be a valid tax invoice: the seller's ABN always,
 * and from $1,000 the buyer's identity (a name or an ABN). An invoice of an unregistered business is
 * not a tax invoice and needs neither. The one rule for every invoice that is printed.
 */
export function taxInvoiceIssues(invoice: TaxInvoiceFacts): TaxInvoiceIssue[] {
  if (!invoice.gstRegistered) return [];
  const issues: TaxInvoiceIssue[] = [];
  if (!invoice.sellerAbn?.trim())
    issues.push({ path: ['seller', 'abn'], message: 'tax_invoice_abn_required' });
  const buyerKnown = Boolean(invoice.buyer?.name?.trim() || invoice.buyer?.abn?.trim());
  if (invoice.totalCents >= BUYER_IDENTITY_FROM_CENTS && !buyerKnown) {
    issues.push({ path: ['buyer', 'name'], message: 'tax_invoice_buyer_required' });
  }
  return issues;
}
