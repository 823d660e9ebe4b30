import type { Locale } from '@sorted/core/i18n/locales';
import { invoiceFileName } from '@sorted/core/pdf/invoice-file-name';
import type { InvoicePdfData, InvoicePdfParty } from '@sorted/core/pdf/invoice-pdf';
import type { PdfLook } from '@sorted/core/pdf/pdf-frame';
import { quantityText } from '@sorted/core/sales-documents/lines';
import type { Db } from '../db/database.ts';
import type { DownloadFile } from '../lib/file-download.ts';
import { runHeavyWork } from '../lib/heavy-work.ts';
import type { RateLimiter } from '../plugins/rate-limit.ts';
import { companyLookOf } from '../repositories/company-look.repository.ts';
import { fileStore } from '../storage/file-store.ts';
import type { SalesDocumentKind } from './kinds.ts';
import type { StoredDocument, StoredLine } from './sales-documents.repository.ts';

// The PDF frame of a sales document, as the server renders it, in the asker's language: every kind is
// drawn by the same renderer (a quote with its own title and dates, no payment details), from what it
// was saved with. Each kind adds what is its own (an invoice's payment details, a quote's revision).

export type DocumentPdfFrame = Omit<InvoicePdfData, 'number' | 'issueDate' | 'dueDate' | 'payment'>;

/** The business and the client as the document was saved with them. */
export const pdfParties = (row: Pick<StoredDocument, 'company_details' | 'customer_details'>) => ({
  seller: JSON.parse(row.company_details) as InvoicePdfParty,
  buyer: row.customer_details ? (JSON.parse(row.customer_details) as InvoicePdfParty) : null,
});

/** A document's lines as the PDF prints them. */
export const pdfItems = (lines: readonly StoredLine[]): InvoicePdfData['items'] =>
  lines.map((line) => ({
    name: line.name,
    description: line.description,
    quantity: quantityText(line.quantity_milli),
    priceCents: line.price_cents,
    amountCents: line.amount_cents,
    taxable: Boolean(line.taxable),
  }));

/** The part of a saved document's PDF every kind shares, from its row and lines. */
export function savedPdfFrame(row: StoredDocument, items: readonly StoredLine[]): DocumentPdfFrame {
  return {
    ...pdfParties(row),
    gstRegistered: Boolean(row.gst_registered),
    pricesIncludeGst: Boolean(row.prices_include_gst),
    items: pdfItems(items),
    subtotalCents: row.subtotal_cents,
    gstCents: row.gst_cents,
    totalCents: row.total_cents,
    note: row.note,
  };
}

/**
 * Renders the document with its labels in `locale`, in a worker thread (a long invoice takes hundreds of
 * milliseconds of CPU); the renderer (pdf-lib, fontkit, ~55 MB) loads there with the first PDF.
 */
export const renderDocumentPdf = (data: InvoicePdfData, locale: Locale): Promise<Uint8Array> =>
  runHeavyWork({ kind: 'document-pdf', data, locale });

/** The document as a file to download or attach, named for its number. */
export const documentPdfFile = async (data: InvoicePdfData, locale: Locale): Promise<DownloadFile> => ({
  fileName: invoiceFileName(data.number),
  contentType: 'application/pdf',
  bytes: await renderDocumentPdf(data, locale),
});

/**
 * The look of a business as it is now (a new logo shows on old documents too, as on a reprint); the plain
 * look when it has none.
 */
export async function businessLookOf(db: Db, userId: number, companyId: number): Promise<PdfLook> {
  const company = await companyLookOf(db.kysely, userId, companyId);
  const logo =
    company?.logo_file_id == null
      ? undefined
      : await fileStore.getById(db.kysely, userId, company.logo_file_id);
  return { logoPng: logo?.bytes ?? null, accentColor: company?.accent_color ?? null };
}

// Rendering costs real CPU (up to a few hundred ms for a long invoice): each account has a budget per
// kind of saved document that a person downloading by hand never reaches. Printing without saving (open
// to anyone) counts per address instead (features/invoices/invoice-pdf.ts).
export const PDFS_PER_WINDOW = 60;
export const PDF_WINDOW_SECONDS = 10 * 60;

/** Counts one saved PDF of the kind's budget for this user; past the budget it throws a 429. */
export function countSavedPdf(
  limiter: RateLimiter,
  kind: Pick<SalesDocumentKind, 'pdfBudget'>,
  userId: number,
): Promise<void> {
  return limiter.hit(`${kind.pdfBudget}:${userId}`, PDFS_PER_WINDOW, PDF_WINDOW_SECONDS);
}
