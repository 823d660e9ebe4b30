import type { Locale } from '@sorted/core/i18n/locales';
import type { InvoicePdfData } from '@sorted/core/pdf/invoice-pdf';
import type { Db } from '../../db/database.ts';
import type { DownloadFile } from '../../lib/file-download.ts';
import { notFound } from '../../lib/http-error.ts';
import type { QuoteItemRow, QuoteRow } from '../../repositories/quotes.repository.ts';
import { businessLookOf, documentPdfFile, savedPdfFrame } from '../../sales-documents/document-pdf.ts';
import { documentItemsOf, findDocument } from '../../sales-documents/sales-documents.repository.ts';

// A quote prints in the sales documents' frame: titled "Quote" (never "Tax Invoice": a quote is not a tax
// invoice), its valid-until date where an invoice's due date goes, its revision, and no payment details
// (nothing is to be paid yet; the invoice it becomes carries them).

export function quotePdfData(row: QuoteRow, items: QuoteItemRow[]): InvoicePdfData {
  return {
    ...savedPdfFrame(row, items),
    kind: 'quote',
    number: row.number,
    issueDate: row.issue_date,
    dueDate: row.valid_until,
    payment: null,
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
  const look = await businessLookOf(db, userId, row.company_id);
  return documentPdfFile({ ...quotePdfData(row, items), look }, locale);
}

/** A saved quote of the user's as a PDF; another user's id is not found, like a missing one. */
export async function savedQuotePdf(
  db: Db,
  userId: number,
  id: number,
  locale: Locale,
): Promise<DownloadFile> {
  const row = await findDocument(db.kysely, userId, 'quote', id);
  if (!row) throw notFound();
  return quotePdf(db, userId, row, await documentItemsOf(db.kysely, userId, 'quote', [row.id]), locale);
}
