import type { Locale } from '@sorted/core/i18n/locales';
import { invoiceFileName } from '@sorted/core/pdf/invoice-file-name';
import type { InvoicePdfData, InvoicePdfParty } from '@sorted/core/pdf/invoice-pdf';
import { itemTotals, QUANTITY_SCALE } from '@sorted/core/sales-documents/totals';
import type { InvoicePdfInput } from '@sorted/core/schemas/invoice-pdfs';
import type { Db } from '../../db/database.ts';
import type { DownloadFile } from '../../lib/file-download.ts';
import { notFound } from '../../lib/http-error.ts';
import { invoiceLookOf, renderInvoice } from '../../lib/invoice-render.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { findInvoice, type InvoiceItemRow, type InvoiceRow, itemsOf } from './invoices.repository.ts';

// The invoice PDF on the server: what it shows, from a saved invoice (downloads and mail attachments)
// or from one sent only to be printed (the free invoice, the form as it stands), in the asker's language.

const fileOf = async (data: InvoicePdfData, locale: Locale): Promise<DownloadFile> => ({
  fileName: invoiceFileName(data.number),
  contentType: 'application/pdf',
  bytes: await renderInvoice(data, locale),
});

/** A saved invoice of the user's as a PDF; another user's id is not found, like a missing one. */
export async function savedInvoicePdf(
  db: Db,
  userId: number,
  id: number,
  locale: Locale,
): Promise<DownloadFile> {
  const row = await findInvoice(db.kysely, userId, id);
  if (!row) throw notFound();
  const [items, look] = await Promise.all([
    itemsOf(db.kysely, userId, [row.id]),
    invoiceLookOf(db, userId, row.company_id),
  ]);
  const voided = row.voided_on === null ? null : { on: row.voided_on, reason: row.void_reason ?? '' };
  return fileOf({ ...savedInvoicePdfData(row, items), look, voided }, locale);
}

/** An invoice that is not saved (or not as it stands) as a PDF. */
export function printedInvoicePdf(input: InvoicePdfInput, locale: Locale): Promise<DownloadFile> {
  return fileOf(printedInvoicePdfData(input), locale);
}

// Rendering costs real CPU (up to a few hundred ms for a long invoice) and the printing route is open to
// anyone, so each address gets a budget that a person downloading by hand never reaches. Saved invoices
// have a budget of their own per account: anonymous printing from a shared address (an office, a
// carrier's NAT) must not use up a signed-in user's downloads.
const PDFS_PER_WINDOW = 60;
const PDF_WINDOW_SECONDS = 10 * 60;

/** Counts one printed (unsaved) PDF for this client address; past the budget it throws a 429. */
export function countPrintedPdf(limiter: RateLimiter, ip: string): Promise<void> {
  return limiter.hit(`invoice-pdf:${ip}`, PDFS_PER_WINDOW, PDF_WINDOW_SECONDS);
}

/** Counts one saved invoice's PDF for this user; past the budget it throws a 429. */
export function countSavedPdf(limiter: RateLimiter, userId: number): Promise<void> {
  return limiter.hit(`invoice-pdf-saved:${userId}`, PDFS_PER_WINDOW, PDF_WINDOW_SECONDS);
}

/** "1.5" for 1500 thousandths, as the form shows it. */
const quantityText = (quantityMilli: number) => String(quantityMilli / QUANTITY_SCALE);

/** A saved invoice: the business and client as they were when it was saved, its stored amounts. */
export function savedInvoicePdfData(
  row: Omit<InvoiceRow, 'id' | 'created_at' | 'updated_at'>,
  items: Array<Omit<InvoiceItemRow, 'id' | 'invoice_id'>>,
): InvoicePdfData {
  const seller = JSON.parse(row.company_details) as InvoicePdfParty;
  const buyer = row.customer_details ? (JSON.parse(row.customer_details) as InvoicePdfParty) : null;
  return {
    number: row.name,
    issueDate: row.invoice_date,
    dueDate: row.due_date,
    seller,
    buyer,
    gstRegistered: Boolean(row.gst_registered),
    pricesIncludeGst: Boolean(row.prices_include_gst),
    items: items.map((item) => ({
      name: item.name,
      description: item.description,
      quantity: quantityText(item.quantity_milli),
      priceCents: item.price_cents,
      amountCents: item.amount_cents,
      taxable: Boolean(item.taxable),
    })),
    subtotalCents: row.subtotal_cents,
    gstCents: row.gst_cents,
    totalCents: row.total_cents,
    payment:
      row.payment_method === 'payid' && row.payid
        ? { method: 'payid', payId: row.payid, name: row.payid_name ?? '' }
        : row.payment_method === 'bank' && row.bsb
          ? {
              method: 'bank',
              bankName: row.bank_name ?? '',
              bsb: row.bsb,
              accountNumber: row.account_number ?? '',
              accountName: row.account_name ?? '',
            }
          : null,
    note: row.note,
  };
}

/** An invoice to print without saving it, with its amounts worked out here exactly as a save would. */
function printedInvoicePdfData(input: InvoicePdfInput): InvoicePdfData {
  const gstRegistered = input.gst_registered;
  const pricesIncludeGst = gstRegistered && input.prices_include_gst;
  const totals = itemTotals(input.items, { gstRegistered, pricesIncludeGst });
  const { bank, payid } = input;
  return {
    number: input.name,
    issueDate: input.invoice_date,
    dueDate: input.due_date,
    seller: input.seller,
    buyer: input.buyer,
    gstRegistered,
    pricesIncludeGst,
    items: input.items.map((item, index) => ({
      name: item.name,
      description: item.description,
      quantity: quantityText(item.quantity),
      priceCents: item.price,
      amountCents: totals.lines[index]?.amount ?? 0,
      taxable: item.taxable,
    })),
    subtotalCents: totals.subtotal,
    gstCents: totals.gst,
    totalCents: totals.total,
    payment:
      input.payment_method === 'payid' && payid
        ? { method: 'payid', payId: payid.payid, name: payid.name }
        : input.payment_method === 'bank' && bank
          ? {
              method: 'bank',
              bankName: bank.bank_name,
              bsb: bank.bsb,
              accountNumber: bank.account_number,
              accountName: bank.account_name,
            }
          : null,
    note: input.note,
  };
}
