import type { Locale } from '@sorted/core/i18n/locales';
import type { InvoicePdfData } from '@sorted/core/pdf/invoice-pdf';
import { documentLines } from '@sorted/core/sales-documents/lines';
import { itemTotals } from '@sorted/core/sales-documents/totals';
import type { InvoicePdfInput } from '@sorted/core/schemas/invoice-pdfs';
import type { Db } from '../../db/database.ts';
import type { DownloadFile } from '../../lib/file-download.ts';
import { notFound } from '../../lib/http-error.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import {
  businessLookOf,
  documentPdfFile,
  PDF_WINDOW_SECONDS,
  PDFS_PER_WINDOW,
  pdfItems,
  savedPdfFrame,
} from '../../sales-documents/document-pdf.ts';
import { documentItemsOf, findDocument } from '../../sales-documents/sales-documents.repository.ts';
import type { InvoiceItemRow, InvoiceRow } from './invoices.repository.ts';

// The invoice PDF on the server, in the sales documents' frame: from a saved invoice (downloads and mail
// attachments) with how it asks to be paid, or from one sent only to be printed (the free invoice, the
// form as it stands), in the asker's language.

/** A saved invoice of the user's as a PDF; another user's id is not found, like a missing one. */
export async function savedInvoicePdf(
  db: Db,
  userId: number,
  id: number,
  locale: Locale,
): Promise<DownloadFile> {
  const row = await findDocument(db.kysely, userId, 'invoice', id);
  if (!row) throw notFound();
  const [items, look] = await Promise.all([
    documentItemsOf(db.kysely, userId, 'invoice', [row.id]),
    businessLookOf(db, userId, row.company_id),
  ]);
  const voided = row.voided_on === null ? null : { on: row.voided_on, reason: row.void_reason ?? '' };
  return documentPdfFile({ ...savedInvoicePdfData(row, items), look, voided }, locale);
}

/** An invoice that is not saved (or not as it stands) as a PDF. */
export function printedInvoicePdf(input: InvoicePdfInput, locale: Locale): Promise<DownloadFile> {
  return documentPdfFile(printedInvoicePdfData(input), locale);
}

// The printing route is open to anyone: each address gets a budget of its own, so that anonymous
// printing from a shared address (an office, a carrier's NAT) never uses up a signed-in user's downloads.

/** Counts one printed (unsaved) PDF for this client address; past the budget it throws a 429. */
export function countPrintedPdf(limiter: RateLimiter, ip: string): Promise<void> {
  return limiter.hit(`invoice-pdf:${ip}`, PDFS_PER_WINDOW, PDF_WINDOW_SECONDS);
}

/** A saved invoice: the business and client as they were when it was saved, its stored amounts. */
export function savedInvoicePdfData(
  row: Omit<InvoiceRow, 'id' | 'created_at' | 'updated_at'>,
  items: Array<Omit<InvoiceItemRow, 'id' | 'invoice_id'>>,
): InvoicePdfData {
  return {
    ...savedPdfFrame(row, items),
    number: row.name,
    reference: row.ref,
    issueDate: row.invoice_date,
    dueDate: row.due_date,
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
    reference: input.ref,
    issueDate: input.invoice_date,
    dueDate: input.due_date,
    seller: input.seller,
    buyer: input.buyer,
    gstRegistered,
    pricesIncludeGst,
    items: pdfItems(documentLines(input.items, totals)),
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
