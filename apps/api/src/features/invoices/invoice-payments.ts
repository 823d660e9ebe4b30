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
import { deletePayments, findPayment, insertPayment } from './invoice-payments.repository.ts';
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

/** Records a payment; more than the balance due is refused (422 on amount) and nothing is saved. */
export async function recordPayment(
  db: Db,
  context: BookContext,
  id: number,
  input: InvoicePaymentInput,
  locale: Locale,
): Promise<{ paymentId: number; facts: InvoiceFacts }> {
  return writeBooks(db, context, async (book) => {
    const before = await lockLiveInvoice(book, id);
    // The limit is what is due after the invoice's adjustment notes.
    const { balance } = settlement(Number(before.total_cents), before.payments, before.adjustments);
    if (input.amount > balance) throw amountError(locale, 'amount', 'payment_more_than_due', balance);
    const paymentId = await insertPayment(book.trx, book.userId, id, {
      paid_on: input.paid_on,
      amount_cents: input.amount,
      method: input.method,
      note: input.note,
    });
    const facts = await settle(book, id, before, [input.paid_on]);
    await book.history(invoiceRecord(id, before), 'payment-recorded', {
      amount: centsToDecimal(input.amount),
      date: input.paid_on,
      method: input.method,
    });
    return { paymentId, facts };
  });
}

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
