import type { InvoicePaymentsMeta } from '@sorted/core/contract/invoices';
import { formatAud } from '@sorted/core/i18n/format';
import type { Locale } from '@sorted/core/i18n/locales';
import { translate } from '@sorted/core/i18n/translate';
import { paymentState, settlement } from '@sorted/core/invoices/payments';
import { centsToDecimal } from '@sorted/core/money/cents';
import type { InvoicePaymentInput, ReceivedPaymentMethod } from '@sorted/core/schemas/invoice-payments';
import { type Book, writeBooks } from '../../books/book.ts';
import type { BookContext } from '../../books/book-context.ts';
import { InvoiceVoidedError } from '../../books/book-errors.ts';
import type { InvoiceFacts } from '../../books/invoice-totals.repository.ts';
import type { Db } from '../../db/database.ts';
import { errorObject, HttpError, notFound } from '../../lib/http-error.ts';
import { lockInvoiceFacts } from './invoice-facts.repository.ts';
import {
  deletePayments,
  deletePaymentsOfBankLine,
  findPayment,
  insertPayment,
  paymentsOfBankLine,
} from './invoice-payments.repository.ts';
import { updateInvoice } from './invoices.repository.ts';

// Recording and removing payments against an invoice (issue 18). Each write locks the invoice, changes
// its payments, settles its status, paid date and running paid_cents from them, and adds the change to
// the dashboard's and the ledger's totals, all in one transaction.

/** A 422 on a field whose message names an amount ("The payment is more than the $X still due."). */
export function amountError(
  locale: Locale,
  field: string,
  code: 'payment_more_than_due' | 'invoice_total_below_paid' | 'adjustment_more_than_remaining',
  cents: number,
) {
  const amount = formatAud(cents);
  const detail = translate(locale, 'validation', code, { amount });
  return new HttpError(422, detail, {
    errors: [{ ...errorObject(422, detail, field), code, meta: { amount } }],
  });
}

/** The invoice's figures after its payments changed, as the answers' meta gives them. */
export function paymentsMeta(
  facts: Pick<InvoiceFacts, 'status' | 'paid_date' | 'total_cents' | 'payments' | 'adjustments'>,
) {
  const settled = settlement(Number(facts.total_cents), facts.payments, facts.adjustments);
  return {
    amount_paid: centsToDecimal(settled.paid),
    balance_due: centsToDecimal(settled.balance),
    payment_state: paymentState(facts.status, settled.paid),
    status: facts.status,
    paid_date: facts.paid_date,
  } satisfies InvoicePaymentsMeta;
}

/** The invoice's record in the books. */
export const invoiceRecord = (id: number, facts: Pick<InvoiceFacts, 'company_id'>) => ({
  type: 'invoice' as const,
  key: id,
  companyId: facts.company_id,
});

/** The invoice's facts, locked, refusing a voided one. */
export async function lockLiveInvoice(book: Book, id: number): Promise<InvoiceFacts> {
  const facts = await lockInvoiceFacts(book.trx, book.userId, id);
  if (!facts) throw notFound();
  if (facts.voided_on !== null) throw new InvoiceVoidedError();
  return facts;
}

/**
 * Settles the invoice from its payments as they now are and tells the books what changed (`dates`: the
 * dates of what the write added or removed); answers the invoice's facts after.
 */
export async function settle(book: Book, id: number, before: InvoiceFacts, dates: readonly string[]) {
  const { trx, userId } = book;
  const current = await lockInvoiceFacts(trx, userId, id);
  if (!current) throw notFound();
  const settled = settlement(Number(current.total_cents), current.payments, current.adjustments);
  const after: InvoiceFacts = { ...current, status: settled.status, paid_date: settled.paidDate };
  await updateInvoice(trx, userId, id, {
    status: settled.status,
    paid_date: settled.paidDate,
    paid_cents: settled.paid,
    adjusted_cents: settled.adjusted,
    updated_at: new Date().toISOString(),
  });
  await book.invoice(invoiceRecord(id, before), before, after, dates);
  return after;
}

/**
 * Records a payment in the caller's write of the books; more than the balance due is refused (422 on
 * `field`) and nothing is saved. A payment a bank line received names the line (issue 29).
 */
export async function recordPaymentIn(
  book: Book,
  id: number,
  input: InvoicePaymentInput,
  locale: Locale,
  link: { bankLineId: number | null; field: string } = { bankLineId: null, field: 'amount' },
): Promise<{ paymentId: number; facts: InvoiceFacts }> {
  const before = await lockLiveInvoice(book, id);
  // The limit is what is due after the invoice's adjustment notes.
  const { balance } = settlement(Number(before.total_cents), before.payments, before.adjustments);
  if (input.amount > balance) throw amountError(locale, link.field, 'payment_more_than_due', balance);
  const paymentId = await insertPayment(book.trx, book.userId, id, {
    paid_on: input.paid_on,
    amount_cents: input.amount,
    method: input.method,
    note: input.note,
    bank_line_id: link.bankLineId,
  });
  const facts = await settle(book, id, before, [input.paid_on]);
  await book.history(invoiceRecord(id, before), 'payment-recorded', {
    amount: centsToDecimal(input.amount),
    date: input.paid_on,
    method: input.method,
  });
  return { paymentId, facts };
}

/** Records a payment; more than the balance due is refused (422 on amount) and nothing is saved. */
export function recordPayment(
  db: Db,
  context: BookContext,
  id: number,
  input: InvoicePaymentInput,
  locale: Locale,
): Promise<{ paymentId: number; facts: InvoiceFacts }> {
  return writeBooks(db, context, (book) => recordPaymentIn(book, id, input, locale));
}

/**
 * Payments of a reconciled bank line (features/bank, composed in app.ts): recorded and taken back in the
 * bank's write of the books, so the invoices settle, and the BAS, the dashboard and the history follow,
 * exactly as for a payment typed in.
 */
export const bankLinePayments = {
  /** `amountCents` of the line, received on its date, to the invoice; more than it owes: 422 on `field`. */
  async pay(
    book: Book,
    invoiceId: number,
    payment: { bankLineId: number; date: string; amountCents: number },
    refusal: { locale: Locale; field: string },
  ): Promise<void> {
    await recordPaymentIn(
      book,
      invoiceId,
      { paid_on: payment.date, amount: payment.amountCents, method: 'bank-transfer', note: null },
      refusal.locale,
      { bankLineId: payment.bankLineId, field: refusal.field },
    );
  },

  /** Removes every payment the line recorded: each invoice goes back to unpaid or part paid. */
  async takeBack(book: Book, bankLineId: number): Promise<void> {
    const payments = await paymentsOfBankLine(book.trx, book.userId, bankLineId);
    const invoiceIds = [...new Set(payments.map((payment) => payment.invoice_id))].sort((a, b) => a - b);
    for (const invoiceId of invoiceIds) {
      const before = await lockLiveInvoice(book, invoiceId);
      const removed = payments.filter((payment) => payment.invoice_id === invoiceId);
      await deletePaymentsOfBankLine(book.trx, book.userId, invoiceId, bankLineId);
      await settle(
        book,
        invoiceId,
        before,
        removed.map((payment) => payment.paid_on),
      );
      for (const payment of removed) {
        await book.history(invoiceRecord(invoiceId, before), 'payment-removed', {
          amount: centsToDecimal(Number(payment.amount_cents)),
          date: payment.paid_on,
        });
      }
    }
  },
};

/** Removes one payment of one of the user's invoices (404 when either is not theirs). */
export async function removePayment(db: Db, context: BookContext, id: number, paymentId: number) {
  return writeBooks(db, context, async (book) => {
    const before = await lockLiveInvoice(book, id);
    const payment = await findPayment(book.trx, book.userId, id, paymentId);
    if (!payment) throw notFound();
    await deletePayments(book.trx, book.userId, id, paymentId);
    const facts = await settle(book, id, before, [payment.paid_on]);
    await book.history(invoiceRecord(id, before), 'payment-removed', {
      amount: centsToDecimal(Number(payment.amount_cents)),
      date: payment.paid_on,
    });
    return facts;
  });
}

/** How a client most likely paid an invoice marked paid, from how it asked to be paid. */
const methodFor = (invoiceMethod: string): ReceivedPaymentMethod =>
  invoiceMethod === 'payid' ? 'payid' : invoiceMethod === 'bank' ? 'bank-transfer' : 'other';

/**
 * "Mark paid": one payment of the balance on the date given (nothing to add when it is paid already).
 * "Mark unpaid": the invoice was not paid after all, so every payment recorded against it goes (the
 * screen says so before it asks); to correct one payment, remove that payment instead.
 */
export async function setPaidInFull(
  db: Db,
  context: BookContext,
  id: number,
  change: { paid: boolean; date: string; invoiceMethod: string },
): Promise<void> {
  await writeBooks(db, context, async (book) => {
    const { trx, userId } = book;
    const before = await lockLiveInvoice(book, id);
    const record = invoiceRecord(id, before);
    if (change.paid) {
      const settled = settlement(Number(before.total_cents), before.payments, before.adjustments);
      if (settled.status !== 0 && before.status !== 0) return;
      const method = methodFor(change.invoiceMethod);
      await insertPayment(trx, userId, id, {
        paid_on: change.date,
        amount_cents: settled.balance,
        method,
        note: null,
      });
      await settle(book, id, before, [change.date]);
      await book.history(record, 'payment-recorded', {
        amount: centsToDecimal(settled.balance),
        date: change.date,
        method,
      });
    } else {
      await deletePayments(trx, userId, id);
      await settle(
        book,
        id,
        before,
        before.payments.map((payment) => payment.date),
      );
      for (const payment of before.payments) {
        await book.history(record, 'payment-removed', {
          amount: centsToDecimal(payment.amount),
          date: payment.date,
        });
      }
    }
  });
}
