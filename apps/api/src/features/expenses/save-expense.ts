import { fieldChanges } from '@sorted/core/books/field-changes';
import type { IsoDate } from '@sorted/core/dates/calendar';
import { defaultExpenseGst } from '@sorted/core/expenses/expense-gst';
import type { Locale } from '@sorted/core/i18n/locales';
import { centsToDecimal } from '@sorted/core/money/cents';
import type { Expense } from '@sorted/core/schemas/expenses';
import { mayRemove } from '@sorted/core/tax-time/records';
import { type Book, writeBooks } from '../../books/book.ts';
import type { BookContext } from '../../books/book-context.ts';
import { ReceiptKeptError } from '../../books/book-errors.ts';
import type { Db } from '../../db/database.ts';
import type { Executor } from '../../db/executor.ts';
import { companyOfUser } from '../../db/owned.ts';
import { notFound } from '../../lib/http-error.ts';
import { relationshipError } from '../../lib/validation.ts';
import { vehicleOfUser } from '../../repositories/vehicle-of-user.repository.ts';
import { receiptKeptUntil } from '../../resources/expenses.ts';
import { fileStore } from '../../storage/file-store.ts';
import {
  deleteExpense,
  type ExpenseFields,
  expenseOfBankLine,
  findExpense,
  insertExpense,
  lockExpense,
  updateExpense,
} from './expenses.repository.ts';
import { deleteCapture, lockCapture } from './receipt-captures.repository.ts';
import { rememberSupplier } from './supplier-memories.repository.ts';

// An expense's writes: each is one write of the books (the lock of lodged periods, the BAS's and the
// profit and loss's running totals, the history), with the expense row locked.

/** The records an expense names besides its own fields: its business, and the vehicle it is for (if any). */
export interface ExpenseLinks {
  companyId: number;
  vehicleId: number | null;
}

/**
 * The vehicle a motor-vehicle expense is for: one of the owner's vehicles of the expense's own business.
 * Another user's vehicle is refused as a missing one. Any other category naming a vehicle is refused
 * rather than the vehicle dropped: a client that sends one has the category or the vehicle wrong, and
 * saying so beats storing what it did not mean (the form sends none once the category changes).
 */
async function vehicleOf(
  db: Executor,
  userId: number,
  input: Expense,
  companyId: number,
  vehicleId: number | null,
  locale: Locale,
): Promise<number | null> {
  if (vehicleId === null) return null;
  if (input.category !== 'motor-vehicle') {
    throw relationshipError(locale, 'vehicle', 'expense_vehicle_not_motor_vehicle');
  }
  const vehicle = await vehicleOfUser(db, userId, vehicleId);
  if (!vehicle) throw relationshipError(locale, 'vehicle', 'expense_vehicle_not_found');
  if (vehicle.company_id !== companyId) {
    throw relationshipError(locale, 'vehicle', 'expense_vehicle_other_business');
  }
  return vehicle.id;
}

/**
 * What is stored of a form's expense. A business not registered for GST claims no GST credits, so its
 * expenses hold none; a registered one's GST, when left out, is 1/11 of the amount.
 */
async function fieldsOf(
  db: Executor,
  userId: number,
  input: Expense,
  link: ExpenseLinks,
  locale: Locale,
): Promise<ExpenseFields> {
  const business = await companyOfUser(db, userId, link.companyId);
  if (!business) throw relationshipError(locale, 'company', 'company_required');
  const gstRegistered = Boolean(business.gst_registered);
  return {
    company_id: business.id,
    vehicle_id: await vehicleOf(db, userId, input, business.id, link.vehicleId, locale),
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

/** What of an expense its history's "edited" entry compares. */
const EDITED_FIELDS = [
  'expense_date',
  'supplier_name',
  'supplier_abn',
  'description',
  'category',
  'amount',
  'gst',
  'business_use_percent',
  'paid_date',
  'due_date',
  'business',
  'vehicle',
] as const;

const editedView = (fields: ExpenseFields) => ({
  expense_date: fields.expense_date,
  supplier_name: fields.supplier_name,
  supplier_abn: fields.supplier_abn ?? null,
  description: fields.description ?? null,
  category: fields.category,
  amount: centsToDecimal(Number(fields.amount_cents)),
  gst: centsToDecimal(Number(fields.gst_cents)),
  business_use_percent: fields.business_use_percent,
  paid_date: fields.paid_date ?? null,
  due_date: fields.due_date ?? null,
  business: fields.company_id,
  vehicle: fields.vehicle_id ?? null,
});

const expenseRecord = (id: number, companyId: number) => ({ type: 'expense' as const, key: id, companyId });

/** The supplier's ABN remembered with what the owner chose, for the next receipt from it (issue 30). */
async function remember(db: Executor, userId: number, fields: ExpenseFields): Promise<void> {
  if (!fields.supplier_abn) return;
  await rememberSupplier(db, userId, {
    abn: fields.supplier_abn,
    supplierName: fields.supplier_name,
    category: fields.category,
    businessUsePercent: fields.business_use_percent,
    companyId: fields.company_id,
    now: new Date().toISOString(),
  });
}

/** Creates an expense in the caller's write of the books; one a bank line paid names the line (issue 29). */
async function createExpenseIn(
  book: Book,
  input: Expense,
  link: ExpenseLinks,
  locale: Locale,
  bankLineId: number | null = null,
): Promise<number> {
  const fields = await fieldsOf(book.trx, book.userId, input, link, locale);
  const id = await insertExpense(book.trx, book.userId, fields, bankLineId);
  const record = expenseRecord(id, fields.company_id);
  await book.expense(record, null, fields);
  await book.history(record, 'created', { amount: centsToDecimal(Number(fields.amount_cents)) });
  await remember(book.trx, book.userId, fields);
  return id;
}

/**
 * Creates an expense; one confirmed from a snapped receipt (`captureId`) takes the receipt's file as its
 * own and the capture leaves the inbox, in the same transaction. A capture already confirmed or thrown
 * away is refused (422 on the relationship) and nothing is written.
 */
export function createExpense(
  db: Db,
  context: BookContext,
  input: Expense,
  link: ExpenseLinks,
  locale: Locale,
  captureId?: number,
): Promise<number> {
  return writeBooks(db, context, async (book) => {
    const capture = captureId === undefined ? undefined : await lockCapture(book.trx, book.userId, captureId);
    if (captureId !== undefined && !capture) {
      throw relationshipError(locale, 'receipt_capture', 'receipt_capture_gone');
    }
    const id = await createExpenseIn(book, input, link, locale);
    if (capture) {
      await updateExpense(
        book.trx,
        book.userId,
        id,
        { receipt_file_id: capture.file_id },
        new Date().toISOString(),
      );
      await deleteCapture(book.trx, book.userId, capture.id);
    }
    return id;
  });
}

export async function editExpense(
  db: Db,
  context: BookContext,
  id: number,
  input: Expense,
  link: ExpenseLinks,
  locale: Locale,
): Promise<void> {
  const fields = await fieldsOf(db.kysely, context.userId, input, link, locale);
  await writeBooks(db, context, async (book) => {
    const before = await lockExpense(book.trx, book.userId, id);
    if (!before) throw notFound();
    await updateExpense(book.trx, book.userId, id, fields, new Date().toISOString());
    const record = expenseRecord(id, fields.company_id);
    await book.expense(record, before, fields);
    const changes = fieldChanges(editedView(before), editedView(fields), EDITED_FIELDS);
    if (Object.keys(changes).length > 0) await book.history(record, 'edited', { changes });
    await remember(book.trx, book.userId, fields);
  });
}

/** Deletes the expense, its receipt and its part of the totals, in the caller's write of the books. */
async function removeExpenseIn(book: Book, id: number): Promise<void> {
  const before = await lockExpense(book.trx, book.userId, id);
  if (!before) throw notFound();
  await book.expense(expenseRecord(id, before.company_id), before, null);
  await book.history(expenseRecord(id, before.company_id), 'deleted', {
    number: `${before.supplier_name} ${before.expense_date}`,
    amount: centsToDecimal(Number(before.amount_cents)),
  });
  await deleteExpense(book.trx, book.userId, id);
  if (before.receipt_file_id !== null)
    await fileStore.removeById(book.trx, book.userId, before.receipt_file_id);
}

/** Deletes the expense, its receipt and its part of the totals, in one write of the books. */
export async function removeExpense(db: Db, context: BookContext, id: number): Promise<void> {
  await writeBooks(db, context, (book) => removeExpenseIn(book, id));
}

/**
 * A bill (an expense not paid yet) paid, or not paid after all: its paid date and the bank line that
 * paid it change together, the rest stays (its due date too, for the day it is unpaid again).
 */
async function setBillPaid(book: Book, id: number, paid: { date: string; bankLineId: number } | null) {
  const before = await lockExpense(book.trx, book.userId, id);
  if (!before) throw notFound();
  const change = { paid_date: paid?.date ?? null, bank_line_id: paid?.bankLineId ?? null };
  await updateExpense(book.trx, book.userId, id, change, new Date().toISOString());
  const record = expenseRecord(id, before.company_id);
  await book.expense(record, before, { ...before, paid_date: change.paid_date });
  const changes = fieldChanges(
    editedView(before),
    editedView({ ...before, paid_date: change.paid_date }),
    EDITED_FIELDS,
  );
  if (Object.keys(changes).length > 0) await book.history(record, 'edited', { changes });
}

/**
 * Expenses of a reconciled bank line (features/bank, composed in app.ts), written in the bank's write of
 * the books: the BAS, the profit and loss and the history follow as for an expense typed in.
 */
export const bankLineExpenses = {
  /** A new expense, paid by the line (its amount and dates are the caller's: the line's). */
  create: (book: Book, input: Expense, companyId: number, bankLineId: number, locale: Locale) =>
    createExpenseIn(book, input, { companyId, vehicleId: null }, locale, bankLineId),

  /** An unpaid bill, paid by the line on its date. */
  payBill: (book: Book, billId: number, line: { id: number; date: string }) =>
    setBillPaid(book, billId, { date: line.date, bankLineId: line.id }),

  /** What the line made or paid goes back: the expense it made is deleted, the bill it paid is unpaid. */
  async takeBack(book: Book, bankLineId: number, made: 'expense' | 'bill'): Promise<void> {
    const expense = await expenseOfBankLine(book.trx, book.userId, bankLineId);
    if (!expense) return;
    if (made === 'expense') await removeExpenseIn(book, expense.id);
    else await setBillPaid(book, expense.id, null);
  },
};

/** Keeps a receipt with the expense, replacing (and removing) the one it had; null takes it away. */
export async function replaceReceipt(
  db: Db,
  userId: number,
  id: number,
  receipt: { name: string; contentType: string; bytes: Uint8Array } | null,
  today: IsoDate,
): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const expense = await lockExpense(trx, userId, id);
    if (!expense) throw notFound();
    if (expense.receipt_file_id !== null) {
      // Records are kept five years (a company's seven): the receipt the expense has stays till then.
      const withReceipt = await findExpense(trx, userId, id);
      const until = withReceipt ? receiptKeptUntil(withReceipt) : null;
      if (until && !mayRemove(until, today)) throw new ReceiptKeptError(until);
    }
    const fileId = receipt ? await fileStore.put(trx, userId, { ...receipt, kind: 'receipt' }) : null;
    await updateExpense(trx, userId, id, { receipt_file_id: fileId }, new Date().toISOString());
    if (expense.receipt_file_id !== null) await fileStore.removeById(trx, userId, expense.receipt_file_id);
  });
}
