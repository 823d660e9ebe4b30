import type { InvoicePaymentsMeta } from '@sorted/core/contract/invoices';
import type { Locale } from '@sorted/core/i18n/locales';
import { validationMessages } from '@sorted/core/i18n/validation-messages';
import { paymentState, settlement } from '@sorted/core/invoices/payments';
import { centsToDecimal, formatAud } from '@sorted/core/money/cents';
import type { InvoicePaymentInput, ReceivedPaymentMethod } from '@sorted/core/schemas/invoice-payments';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { errorObject, HttpError, notFound } from '../../lib/http-error.ts';
import { deletePayments, findPayment, insertPayment } from './invoice-payments.repository.ts';
import { applyInvoiceTotals, type InvoiceFacts, lockInvoiceFacts } from './invoice-totals.repository.ts';
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
  const detail = validationMessages[locale][code].replace('{amount}', amount);
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

/**
 * Settles the invoice from its payments as they now are and applies the change to the totals; answers
 * the invoice's facts after.
 */
export async function settle(trx: Transaction<Database>, userId: number, id: number, before: InvoiceFacts) {
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
  await applyInvoiceTotals(trx, userId, before, after);
  return after;
}

/** Records a payment; more than the balance due is refused (422 on amount) and nothing is saved. */
export async function recordPayment(
  db: Db,
  userId: number,
  id: number,
  input: InvoicePaymentInput,
  locale: Locale,
): Promise<{ paymentId: number; facts: InvoiceFacts }> {
  return db.kysely.transaction().execute(async (trx) => {
    const before = await lockInvoiceFacts(trx, userId, id);
    if (!before) throw notFound();
    // The limit is what is due after the invoice's adjustment notes.
    const { balance } = settlement(Number(before.total_cents), before.payments, before.adjustments);
    if (input.amount > balance) throw amountError(locale, 'amount', 'payment_more_than_due', balance);
    const paymentId = await insertPayment(trx, userId, id, {
      paid_on: input.paid_on,
      amount_cents: input.amount,
      method: input.method,
      note: input.note,
    });
    return { paymentId, facts: await settle(trx, userId, id, before) };
  });
}

/** Removes one payment of one of the user's invoices (404 when either is not theirs). */
export async function removePayment(db: Db, userId: number, id: number, paymentId: number) {
  return db.kysely.transaction().execute(async (trx) => {
    const before = await lockInvoiceFacts(trx, userId, id);
    if (!before) throw notFound();
    if (!(await findPayment(trx, userId, id, paymentId))) throw notFound();
    await deletePayments(trx, userId, id, paymentId);
    return settle(trx, userId, id, before);
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
  userId: number,
  id: number,
  change: { paid: boolean; date: string; invoiceMethod: string },
): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const before = await lockInvoiceFacts(trx, userId, id);
    if (!before) throw notFound();
    if (change.paid) {
      const settled = settlement(Number(before.total_cents), before.payments, before.adjustments);
      if (settled.status !== 0 && before.status !== 0) return;
      await insertPayment(trx, userId, id, {
        paid_on: change.date,
        amount_cents: settled.balance,
        method: methodFor(change.invoiceMethod),
        note: null,
      });
    } else {
      await deletePayments(trx, userId, id);
    }
    await settle(trx, userId, id, before);
  });
}
