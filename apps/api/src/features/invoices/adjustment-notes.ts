import { adjustmentFigures } from '@sorted/core/adjustment-notes/adjustment-notes';
import type { Locale } from '@sorted/core/i18n/locales';
import { centsToDecimal } from '@sorted/core/money/cents';
import { ADJUSTMENT_NOTE_NUMBERS, nextNumber } from '@sorted/core/sales-documents/numbering';
import type { AdjustmentNoteInput } from '@sorted/core/schemas/adjustment-notes';
import { writeBooks } from '../../books/book.ts';
import type { BookContext } from '../../books/book-context.ts';
import type { Db } from '../../db/database.ts';
import { fieldError } from '../../lib/validation.ts';
import { insertAdjustmentNote } from './adjustment-notes.repository.ts';
import { amountError, invoiceRecord, lockLiveInvoice, settle } from './invoice-payments.ts';
import type { InvoiceRow } from './invoices.repository.ts';

// Issuing an adjustment note against one of the user's tax invoices (issue 18). One write of the books
// locks the invoice, works out the note's amount and GST from what its earlier notes left, numbers it
// from the business's counter, records it, settles the invoice anew (a note can settle it, or leave a
// credit owed), and tells the books: the lock, the totals and the history.

/**
 * Issues a note against `invoice` (found as the user's by the caller). 422 when the invoice is not a tax
 * invoice, the note is dated before it, or the amount is more than what remains; nothing is saved then.
 */
export async function issueAdjustmentNote(
  db: Db,
  context: BookContext,
  invoice: Pick<InvoiceRow, 'id' | 'company_id' | 'gst_registered' | 'invoice_date'>,
  input: AdjustmentNoteInput,
  locale: Locale,
): Promise<number> {
  if (!invoice.gst_registered) throw fieldError(locale, 'kind', 'adjustment_not_gst_registered');
  if (input.issued_on < invoice.invoice_date)
    throw fieldError(locale, 'issued_on', 'adjustment_before_invoice');
  return writeBooks(db, context, async (book) => {
    const before = await lockLiveInvoice(book, invoice.id);
    const figures = adjustmentFigures(
      { total: Number(before.total_cents), gst: Number(before.gst_cents) },
      before.adjustments,
      { kind: input.kind, amount: input.amount },
    );
    if (!figures.ok) {
      const field = input.kind === 'cancel' ? 'kind' : 'amount';
      if (figures.problem === 'adjustment_amount_invalid') throw fieldError(locale, field, figures.problem);
      throw amountError(locale, field, figures.problem, figures.remaining);
    }
    const number = await book.allocateNumber(before.company_id, 'adjustment-note', (last) =>
      nextNumber(ADJUSTMENT_NOTE_NUMBERS, last),
    );
    const id = await insertAdjustmentNote(book.trx, book.userId, {
      company_id: before.company_id,
      invoice_id: invoice.id,
      number,
      issued_on: input.issued_on,
      reason: input.reason,
      kind: input.kind,
      amount_cents: figures.amount,
      gst_cents: figures.gst,
    });
    // The note counts in its own month; on the cash basis a credit it leaves owed moves with the latest
    // note's month, which the books find among the months whose figures move.
    await settle(book, invoice.id, before, [input.issued_on]);
    await book.history(invoiceRecord(invoice.id, before), 'note-issued', {
      number,
      date: input.issued_on,
      amount: centsToDecimal(figures.amount),
      gst: centsToDecimal(figures.gst),
      reason: input.reason,
    });
    return id;
  });
}
