import { invoiceDates, writeBooks } from '../../books/book.ts';
import type { BookContext } from '../../books/book-context.ts';
import { DocumentIssuedError, InvoiceVoidedError } from '../../books/book-errors.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/http-error.ts';
import { deleteLinksOf } from '../../repositories/document-links.repository.ts';
import { INVOICES } from '../../sales-documents/kinds.ts';
import { findDocument } from '../../sales-documents/sales-documents.repository.ts';
import { deleteDraft } from '../../sales-documents/save-document.ts';
import { lockInvoiceFacts } from './invoice-facts.repository.ts';
import { invoiceRecord } from './invoice-payments.ts';
import { adjustInvoiceCount, sendingsOf, updateInvoice } from './invoices.repository.ts';

// An invoice that was issued (sent, paid in part or whole, adjusted, or voided) is kept for good: it is
// voided, never deleted, and keeps its number. Only a draft is deleted.

/**
 * Deletes one of the user's draft invoices (its items and client-page links go with it), its count and
 * its totals, in one write of the books; an issued one is refused with DocumentIssuedError.
 */
export async function removeInvoice(db: Db, context: BookContext, id: number): Promise<void> {
  await writeBooks(db, context, async (book) => {
    const { trx, userId } = book;
    const before = await lockInvoiceFacts(trx, userId, id);
    const row = before && (await findDocument(trx, userId, 'invoice', id));
    if (!before || !row) throw notFound();
    const sent = (await sendingsOf(trx, userId, id)).length > 0;
    if (sent || before.voided_on !== null || before.payments.length > 0 || before.adjustments.length > 0) {
      throw new DocumentIssuedError('invoice', row.name);
    }
    await book.invoice(invoiceRecord(id, before), before, null, invoiceDates(before));
    // Its history stays, so a gap in the numbers is accounted for (the history CSV lists it).
    await deleteDraft(book, INVOICES, invoiceRecord(id, before), row.name);
    await adjustInvoiceCount(trx, userId, -1);
  });
}

/**
 * Voids an invoice: it keeps its number and stays listed, leaves the totals and the BAS (a lodged
 * period it was counted in asks first, and the difference is carried), and its page for the client
 * stops working. Its payments and notes stay recorded on it.
 */
export async function voidInvoice(
  db: Db,
  context: BookContext,
  id: number,
  change: { reason: string; today: string },
): Promise<void> {
  await writeBooks(db, context, async (book) => {
    const { trx, userId } = book;
    const before = await lockInvoiceFacts(trx, userId, id);
    if (!before) throw notFound();
    if (before.voided_on !== null) throw new InvoiceVoidedError();
    const record = invoiceRecord(id, before);
    await updateInvoice(trx, userId, id, {
      voided_on: change.today,
      void_reason: change.reason,
      updated_at: new Date().toISOString(),
    });
    await book.invoice(record, before, { ...before, voided_on: change.today }, invoiceDates(before));
    await deleteLinksOf(trx, userId, 'invoice', id);
    await book.history(record, 'voided', { reason: change.reason, date: change.today });
  });
}
