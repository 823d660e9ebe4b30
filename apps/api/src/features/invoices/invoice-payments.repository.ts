import type { PaymentFact } from '@sorted/core/invoices/payments';
import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { ownedRow, ownedRows } from '../../db/owned.ts';
import type { InvoicePaymentsTable } from '../../db/schema.ts';

// Payments received against the user's invoices; every query names the owner.
export type InvoicePaymentRow = Selectable<InvoicePaymentsTable>;
export type PaymentValues = Omit<
  Insertable<InvoicePaymentsTable>,
  'id' | 'user_id' | 'invoice_id' | 'created_at'
>;

/** One invoice's payments in the order they count (date, then as recorded): the BAS cuts GST shares so. */
export async function paymentsOf(
  db: Executor,
  userId: number,
  invoiceId: number,
): Promise<InvoicePaymentRow[]> {
  const rows = await ownedRows(db, 'invoice_payments', userId)
    .selectAll()
    .where('invoice_id', '=', invoiceId)
    .orderBy('paid_on')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, amount_cents: Number(row.amount_cents) }));
}

export const paymentFacts = (rows: readonly InvoicePaymentRow[]): PaymentFact[] =>
  rows.map((row) => ({ date: row.paid_on, amount: Number(row.amount_cents) }));

export async function insertPayment(
  db: Executor,
  userId: number,
  invoiceId: number,
  values: PaymentValues,
): Promise<number> {
  const row = await db
    .insertInto('invoice_payments')
    .values({ ...values, user_id: userId, invoice_id: invoiceId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findPayment(
  db: Executor,
  userId: number,
  invoiceId: number,
  paymentId: number,
): Promise<InvoicePaymentRow | undefined> {
  return ownedRow(db, 'invoice_payments', userId, paymentId)
    .selectAll()
    .where('invoice_id', '=', invoiceId)
    .executeTakeFirst();
}

/** Removes one payment, or (no id) all of an invoice's payments. */
export async function deletePayments(
  db: Executor,
  userId: number,
  invoiceId: number,
  paymentId?: number,
): Promise<number> {
  let query = db
    .deleteFrom('invoice_payments')
    .where('user_id', '=', userId)
    .where('invoice_id', '=', invoiceId);
  if (paymentId !== undefined) query = query.where('id', '=', paymentId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The payments a bank line recorded (issue 29), by invoice. */
export async function paymentsOfBankLine(
  db: Executor,
  userId: number,
  bankLineId: number,
): Promise<InvoicePaymentRow[]> {
  return ownedRows(db, 'invoice_payments', userId)
    .selectAll()
    .where('bank_line_id', '=', bankLineId)
    .orderBy('invoice_id')
    .orderBy('id')
    .execute();
}

export async function deletePaymentsOfBankLine(
  db: Executor,
  userId: number,
  invoiceId: number,
  bankLineId: number,
): Promise<void> {
  await db
    .deleteFrom('invoice_payments')
    .where('user_id', '=', userId)
    .where('invoice_id', '=', invoiceId)
    .where('bank_line_id', '=', bankLineId)
    .execute();
}
