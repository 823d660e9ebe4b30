import type { Locale } from '@sorted/core/i18n/locales';
import type { AdjustmentNotePdfData } from '@sorted/core/pdf/adjustment-note-pdf';
import { invoiceFileName } from '@sorted/core/pdf/invoice-file-name';
import type { Db } from '../../db/database.ts';
import type { DownloadFile } from '../../lib/file-download.ts';
import { runHeavyWork } from '../../lib/heavy-work.ts';
import { notFound } from '../../lib/http-error.ts';
import { businessLookOf, pdfParties } from '../../sales-documents/document-pdf.ts';
import { findDocument } from '../../sales-documents/sales-documents.repository.ts';
import { adjustmentNotesOf, findAdjustmentNote } from './adjustment-notes.repository.ts';

/**
 * One of the user's adjustment notes as a PDF, with the business and client as its invoice saved them
 * and the business's look as it is now; another user's note is not found, like a missing one.
 */
export async function savedAdjustmentNotePdf(
  db: Db,
  userId: number,
  id: number,
  locale: Locale,
): Promise<DownloadFile> {
  const note = await findAdjustmentNote(db.kysely, userId, id);
  const invoice = note && (await findDocument(db.kysely, userId, 'invoice', note.invoice_id));
  if (!note || !invoice) throw notFound();
  const [notes, look] = await Promise.all([
    adjustmentNotesOf(db.kysely, userId, invoice.id),
    businessLookOf(db, userId, invoice.company_id),
  ]);
  // The invoice's total once this note and those issued before it are taken off.
  const upToThis = notes.slice(0, notes.findIndex((each) => each.id === note.id) + 1);
  const data: AdjustmentNotePdfData = {
    number: note.number,
    issueDate: note.issued_on,
    ...pdfParties(invoice),
    invoice: { number: invoice.name, date: invoice.invoice_date, totalCents: Number(invoice.total_cents) },
    adjustedTotalCents:
      Number(invoice.total_cents) - upToThis.reduce((sum, each) => sum + each.amount_cents, 0),
    kind: note.kind === 'cancel' ? 'cancel' : 'reduce',
    reason: note.reason,
    amountCents: note.amount_cents,
    gstCents: note.gst_cents,
    look,
  };
  return {
    fileName: invoiceFileName(note.number),
    contentType: 'application/pdf',
    // In a worker thread, as the invoice's.
    bytes: await runHeavyWork({ kind: 'adjustment-note-pdf', data, locale }),
  };
}
