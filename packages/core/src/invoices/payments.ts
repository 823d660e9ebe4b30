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

/** What an invoice's payments settle: its status and paid date, what is paid and what is still due. */
export function settlement(total: Cents, payments: readonly PaymentFact[]) {
  const paid = payments.reduce((sum, payment) => sum + payment.amount, 0);
  const settled = payments.length > 0 && paid >= total;
  const lastDate = payments.reduce<IsoDate | null>(
    (last, payment) => (last === null || payment.date > last ? payment.date : last),
    null,
  );
  return {
    status: settled ? PAID : UNPAID,
    paidDate: settled ? lastDate : null,
    paid,
    balance: Math.max(total - paid, 0),
  };
}

/** Paid in full, partly paid or not paid at all, as the lists show it. */
export function paymentState(status: InvoiceStatusCode, paid: Cents): PaymentState {
  if (isReceived(status)) return 'paid';
  return paid > 0 ? 'partly-paid' : 'unpaid';
}
