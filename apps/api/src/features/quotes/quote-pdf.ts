import type { Locale } from '@sorted/core/i18n/locales';
import { invoiceFileName } from '@sorted/core/pdf/invoice-file-name';
import type { InvoicePdfData, InvoicePdfParty } from '@sorted/core/pdf/invoice-pdf';
import { QUANTITY_SCALE } from '@sorted/core/sales-documents/totals';
import type { Db } from '../../db/database.ts';
import type { DownloadFile } from '../../lib/file-download.ts';
import { invoiceLookOf, renderInvoice } from '../../lib/invoice-render.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import type { QuoteItemRow, QuoteRow } from '../../repositories/quotes.repository.ts';

// A quote prints with the invoice's renderer: titled "Quote" (never "Tax Invoice": a quote is not a tax
// invoice), its valid-until date where an invoice's due date goes, and no payment details (nothing is to
// be paid yet; the invoice it becomes carries them).

export function quotePdfData(row: QuoteRow, items: QuoteItemRow[]): InvoicePdfData {
  return {
    kind: 'quote',
    number: row.number,
    issueDate: row.issue_date,
    dueDate: row.valid_until,
    seller: JSON.parse(row.company_details) as InvoicePdfParty,
    buyer: row.customer_details ? (JSON.parse(row.customer_details) as InvoicePdfParty) : null,
    gstRegistered: Boolean(row.gst_registered),
    pricesIncludeGst: Boolean(row.prices_include_gst),
    items: items.map((item) => ({
      name: item.name,
      description: item.description,
      quantity: String(item.quantity_milli / QUANTITY_SCALE),
      priceCents: item.price_cents,
      amountCents: item.amount_cents,
      taxable: Boolean(item.taxable),
    })),
    subtotalCents: row.subtotal_cents,
    gstCents: row.gst_cents,
    totalCents: row.total_cents,
    payment: null,
    note: row.note,
    revision: Number(row.revision),
  };
}

/** The quote as its PDF, in the business's look (logo, accent colour), in `locale`. */
export async function quotePdf(
  db: Db,
  userId: number,
  row: QuoteRow,
  items: QuoteItemRow[],
  locale: Locale,
): Promise<DownloadFile> {
  const look = await invoiceLookOf(db, userId, row.company_id);
  return {
    fileName: invoiceFileName(row.number),
    contentType: 'application/pdf',
    bytes: await renderInvoice({ ...quotePdfData(row, items), look }, locale),
  };
}

// The same budget as saved invoices' PDFs: rendering costs real CPU.
const PDFS_PER_WINDOW = 60;
const PDF_WINDOW_SECONDS = 10 * 60;

/** Counts one quote PDF for this user; past the budget it throws a 429. */
export function countQuotePdf(limiter: RateLimiter, userId: number): Promise<void> {
  return limiter.hit(`quote-pdf:${userId}`, PDFS_PER_WINDOW, PDF_WINDOW_SECONDS);
}
