import { defaultExpenseGst } from '@sorted/core/expenses/expense-gst';
import type { Locale } from '@sorted/core/i18n/locales';
import type { Expense } from '@sorted/core/schemas/expenses';
import { PostgresAdapter } from 'kysely';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/http-error.ts';
import { relationshipError } from '../../lib/validation.ts';
import { applyLedgerChange, expensePurchase } from '../../repositories/ledger-totals.repository.ts';
import { fileStore } from '../../storage/file-store.ts';
import {
  deleteExpense,
  type ExpenseFields,
  findOwnBusiness,
  insertExpense,
  lockExpense,
  updateExpense,
} from './expenses.repository.ts';

// An expense's writes: each changes the BAS's and the profit and loss's running totals in its own
// transaction, with the expense row locked, so the totals never drift from the expenses.

const isPostgres = (db: Db) => db.kysely.getExecutor().adapter instanceof PostgresAdapter;

/**
 * What is stored of a form's expense. A business not registered for GST claims no GST credits, so its
 * expenses hold none; a registered one's GST, when left out, is 1/11 of the amount.
 */
async function fieldsOf(
  db: Db,
  userId: number,
  input: Expense,
  companyId: number,
  locale: Locale,
): Promise<ExpenseFields> {
  const business = await findOwnBusiness(db.kysely, userId, companyId);
  if (!business) throw relationshipError(locale, 'company', 'company_required');
  const gstRegistered = Boolean(business.gst_registered);
  return {
    company_id: business.id,
    expense_date: input.expense_date,
    supplier_name: input.supplier_name,
    supplier_abn: input.supplier_abn,
    description: input.description,
    category: input.category,
    amount_cents: input.amount,
    gst_cents: !gstRegistered
      ? 0
      : (input.gst ?? defaultExpenseGst(input.amount, { gstRegistered, taxable: true })),
    business_use_percent: input.business_use_percent,
    paid_date: input.paid_date,
    // A paid expense has no due date to keep.
    due_date: input.paid_date === null ? input.due_date : null,
  };
}

export async function createExpense(
  db: Db,
  userId: number,
  input: Expense,
  companyId: number,
  locale: Locale,
): Promise<number> {
  const fields = await fieldsOf(db, userId, input, companyId, locale);
  return db.kysely.transaction().execute(async (trx) => {
    const id = await insertExpense(trx, userId, fields);
    await applyLedgerChange(trx, userId, null, expensePurchase(fields));
    return id;
  });
}

export async function editExpense(
  db: Db,
  userId: number,
  id: number,
  input: Expense,
  companyId: number,
  locale: Locale,
): Promise<void> {
  const fields = await fieldsOf(db, userId, input, companyId, locale);
  await db.kysely.transaction().execute(async (trx) => {
    const before = await lockExpense(trx, userId, id, isPostgres(db));
    if (!before) throw notFound();
    await updateExpense(trx, userId, id, fields, new Date().toISOString());
    await applyLedgerChange(trx, userId, expensePurchase(before), expensePurchase(fields));
  });
}

/** Deletes the expense, its receipt and its part of the totals, in one transaction. */
export async function removeExpense(db: Db, userId: number, id: number): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const before = await lockExpense(trx, userId, id, isPostgres(db));
    if (!before) throw notFound();
    await deleteExpense(trx, userId, id);
    if (before.receipt_file_id !== null) await fileStore.removeById(trx, userId, before.receipt_file_id);
    await applyLedgerChange(trx, userId, expensePurchase(before), null);
  });
}

/** Keeps a receipt with the expense, replacing (and removing) the one it had; null takes it away. */
export async function replaceReceipt(
  db: Db,
  userId: number,
  id: number,
  receipt: { name: string; contentType: string; bytes: Uint8Array } | null,
): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const expense = await lockExpense(trx, userId, id, isPostgres(db));
    if (!expense) throw notFound();
    const fileId = receipt ? await fileStore.put(trx, userId, { ...receipt, kind: 'receipt' }) : null;
    await updateExpense(trx, userId, id, { receipt_file_id: fileId }, new Date().toISOString());
    if (expense.receipt_file_id !== null) await fileStore.removeById(trx, userId, expense.receipt_file_id);
  });
}
