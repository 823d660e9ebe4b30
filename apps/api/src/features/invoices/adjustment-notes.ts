import { adjustmentFigures, nextAdjustmentNoteNumber } from '@sorted/core/adjustment-notes/adjustment-notes';
import type { Locale } from '@sorted/core/i18n/locales';
import type { AdjustmentNoteInput } from '@sorted/core/schemas/adjustment-notes';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/http-error.ts';
import { fieldError } from '../../lib/validation.ts';
import {
  insertAdjustmentNote,
  lastAdjustmentNoteNumber,
  lockNoteNumbering,
} from './adjustment-notes.repository.ts';
import { amountError, settle } from './invoice-payments.ts';
import { lockInvoiceFacts } from './invoice-totals.repository.ts';
import type { InvoiceRow } from './invoices.repository.ts';

// Issuing an adjustment note against one of the user's tax invoices (issue 18). One transaction locks the
// invoice, works out the note's amount and GST from what its earlier notes left, numbers it, records it,
// settles the invoice anew (a note can settle it, or leave a credit owed) and adds the change to the
// dashboard's and the ledger's totals.

/**
 * Issues a note against `invoice` (found as the user's by the caller). 422 when the invoice is not a tax
 * invoice, the note is dated before it, or the amount is more than what remains; nothing is saved then.
 */
export async function issueAdjustmentNote(
  db: Db,
  userId: number,
  invoice: Pick<InvoiceRow, 'id' | 'company_id' | 'gst_registered' | 'invoice_date'>,
  input: AdjustmentNoteInput,
  locale: Locale,
): Promise<number> {
  if (!invoice.gst_registered) throw fieldError(locale, 'kind', 'adjustment_not_gst_registered');
  if (input.issued_on < invoice.invoice_date)
    throw fieldError(locale, 'issued_on', 'adjustment_before_invoice');
  return db.kysely.transaction().execute(async (trx) => {
    const before = await lockInvoiceFacts(trx, userId, invoice.id);
    if (!before) throw notFound();
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
    await lockNoteNumbering(trx, userId, before.company_id);
    const id = await insertAdjustmentNote(trx, userId, {
      company_id: before.company_id,
      invoice_id: invoice.id,
      number: nextAdjustmentNoteNumber(await lastAdjustmentNoteNumber(trx, userId, before.company_id)),
      issued_on: input.issued_on,
      reason: input.reason,
      kind: input.kind,
      amount_cents: figures.amount,
      gst_cents: figures.gst,
    });
    await settle(trx, userId, invoice.id, before);
    return id;
  });
}
