import { adjustedBalance } from '@sorted/core/adjustment-notes/adjustment-notes';
import type { AdjustmentNoteResource, AdjustmentNotesMeta } from '@sorted/core/contract/adjustment-notes';
import { paymentState } from '@sorted/core/invoices/payments';
import { centsToDecimal } from '@sorted/core/money/cents';
import type { Selectable } from 'kysely';
import type { AdjustmentNotesTable, InvoicesTable } from '../db/schema.ts';

export function adjustmentNoteResource(row: Selectable<AdjustmentNotesTable>): AdjustmentNoteResource {
  return {
    type: 'adjustmentNotes',
    id: String(row.id),
    attributes: {
      number: row.number,
      issued_on: row.issued_on,
      // The column holds only what the note's schema accepted.
      kind: row.kind as AdjustmentNoteResource['attributes']['kind'],
      reason: row.reason,
      amount: centsToDecimal(Number(row.amount_cents)),
      gst: centsToDecimal(Number(row.gst_cents)),
      created_at: row.created_at,
    },
    relationships: { invoice: { data: { type: 'invoices', id: String(row.invoice_id) } } },
  };
}

/** The invoice's figures after its notes, from its running columns. */
export function adjustmentNotesMeta(
  invoice: Pick<
    Selectable<InvoicesTable>,
    'total_cents' | 'adjusted_cents' | 'paid_cents' | 'status' | 'paid_date'
  >,
): AdjustmentNotesMeta {
  const paid = Number(invoice.paid_cents);
  const figures = adjustedBalance(Number(invoice.total_cents), Number(invoice.adjusted_cents), paid);
  return {
    adjusted: centsToDecimal(figures.adjusted),
    remaining: centsToDecimal(figures.due),
    amount_paid: centsToDecimal(paid),
    balance_due: centsToDecimal(figures.balance),
    credit_owed: centsToDecimal(figures.creditOwed),
    payment_state: paymentState(invoice.status, paid),
    status: invoice.status,
    paid_date: invoice.paid_date,
  };
}
