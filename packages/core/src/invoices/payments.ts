import { adjustedBalance, adjustedOf } from '../adjustment-notes/adjustment-notes.ts';
import type { PaymentState } from '../contract/invoice-summaries.ts';
import type { IsoDate } from '../dates/calendar.ts';
import type { Cents } from '../money/cents.ts';
import { type InvoiceStatusCode, isReceived, PAID, UNPAID } from './status.ts';

// Part payments (issue 18). `status` keeps its meaning for everything that reads it (1: paid in full,
// with paid_date the last payment's date); partly paid is an unpaid invoice with some payments.

export interface PaymentFact {
  date: IsoDate;
  amount: Cents;
}

const lastDateOf = (facts: readonly { date: IsoDate }[]) =>
  facts.reduce<IsoDate | null>((last, fact) => (last === null || fact.date > last ? fact.date : last), null);

/**
 * What an invoice's payments settle, after what its adjustment notes took off: its status and paid date,
 * what is paid, what is still due and the credit owed back when a note came after it was paid. An
 * invoice a note cancelled before any payment is settled too (on the note's date): nothing is due on it.
 */
export function settlement(
  total: Cents,
  payments: readonly PaymentFact[],
  adjustments: readonly PaymentFact[] = [],
) {
  const paid = payments.reduce((sum, payment) => sum + payment.amount, 0);
  const { adjusted, due, balance, creditOwed } = adjustedBalance(total, adjustedOf(adjustments), paid);
  const settled = (payments.length > 0 || adjustments.length > 0) && paid >= due;
  return {
    status: settled ? PAID : UNPAID,
    paidDate: settled ? (lastDateOf(payments) ?? lastDateOf(adjustments)) : null,
    paid,
    adjusted,
    balance,
    creditOwed,
  };
}

/** Paid in full, partly paid or not paid at all, as the lists show it. */
export function paymentState(status: InvoiceStatusCode, paid: Cents): PaymentState {
  if (isReceived(status)) return 'paid';
  return paid > 0 ? 'partly-paid' : 'unpaid';
}
