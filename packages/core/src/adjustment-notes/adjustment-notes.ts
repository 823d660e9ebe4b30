import type { IsoDate } from '../dates/calendar.ts';
import type { Cents } from '../money/cents.ts';
import { divideRoundHalfUp } from '../sales-documents/totals.ts';

// Adjustment notes (issue 18, GSTR 2013/2): a GST-registered business reduces or cancels the price of a
// tax invoice it issued. A note never changes the invoice itself: it is a document of its own, and the
// invoice's figures come out of the invoice and its notes together (adjusted, balance due, credit owed).

export const ADJUSTMENT_KINDS = ['reduce', 'cancel'] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

/** A note as the invoice's figures and the BAS see it. */
export interface AdjustmentFact {
  date: IsoDate;
  /** Including GST. */
  amount: Cents;
  gst: Cents;
}

/**
 * The invoice's GST that goes with `remaining` of its total: GST × remaining ÷ total, halves up (as the
 * totals engine and the cash basis's payment shares round). None on a zero total.
 */
export function gstWithin(invoice: { total: Cents; gst: Cents }, remaining: Cents): Cents {
  if (invoice.total <= 0) return 0;
  return divideRoundHalfUp(invoice.gst * Math.min(Math.max(remaining, 0), invoice.total), invoice.total);
}

/** What the notes so far take off the invoice's total. */
export const adjustedOf = (notes: readonly Pick<AdjustmentFact, 'amount'>[]): Cents =>
  notes.reduce((sum, note) => sum + note.amount, 0);

export type AdjustmentProblem = 'adjustment_amount_invalid' | 'adjustment_more_than_remaining';

/**
 * A new note's amount and GST, or why it cannot be. Cancel takes what remains of the total after the
 * earlier notes; a reduction is at least a cent and at most that. The GST is cut from the running
 * remainder (GST of what remained before, less GST of what remains after), so that however many notes
 * an invoice has, the GST left on it is exactly the share of what is left, as the cash basis counts it.
 */
export function adjustmentFigures(
  invoice: { total: Cents; gst: Cents },
  earlier: readonly Pick<AdjustmentFact, 'amount'>[],
  request: { kind: AdjustmentKind; amount?: Cents | null | undefined },
):
  | { ok: true; amount: Cents; gst: Cents; remaining: Cents }
  | { ok: false; problem: AdjustmentProblem; remaining: Cents } {
  const remaining = invoice.total - adjustedOf(earlier);
  const amount = request.kind === 'cancel' ? remaining : (request.amount ?? 0);
  if (!Number.isSafeInteger(amount) || amount < 1) {
    return {
      ok: false,
      problem: request.kind === 'cancel' ? 'adjustment_more_than_remaining' : 'adjustment_amount_invalid',
      remaining,
    };
  }
  if (amount > remaining) return { ok: false, problem: 'adjustment_more_than_remaining', remaining };
  const gst = gstWithin(invoice, remaining) - gstWithin(invoice, remaining - amount);
  return { ok: true, amount, gst, remaining: remaining - amount };
}

/**
 * The invoice's figures with its notes and payments: what the notes took off, what is still due and, when
 * a note came after the client had paid more than the adjusted total, the credit owed back to them
 * (never a negative balance, which would read as overdue).
 */
export function adjustedBalance(total: Cents, adjusted: Cents, paid: Cents) {
  const due = total - adjusted;
  return { adjusted, due, balance: Math.max(due - paid, 0), creditOwed: Math.max(paid - due, 0) };
}
