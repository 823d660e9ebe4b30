import { type Selectable, type SelectQueryBuilder, sql, type Transaction } from 'kysely';
import { type Executor, forUpdate } from '../../db/executor.ts';
import { contains } from '../../db/like.ts';
import { deleteOwned, ownedRow, ownedRows, updateOwned } from '../../db/owned.ts';
import type { Database, ExpensesTable } from '../../db/schema.ts';

// Every query names its owner: another user's id finds nothing.
type ExpenseRow = Selectable<ExpensesTable>;
/** An expense with its receipt's type and size (the receipt itself is fetched on its own). */
export type ExpenseWithReceipt = ExpenseRow & {
  receipt_content_type: string | null;
  receipt_byte_size: number | null;
  /** When the receipt was stored: the day it was obtained, for how long it is kept. */
  receipt_stored_at: string | null;
  /** How the expense's business is taxed (a company keeps its records longer). */
  business_type: string | null;
};

/** What an expense's form sets. */
export type ExpenseFields = Omit<
  ExpenseRow,
  'id' | 'user_id' | 'receipt_file_id' | 'bank_line_id' | 'created_at' | 'updated_at'
>;

export interface ExpenseFilters {
  search: string | undefined;
  category: string | undefined;
  from: string | undefined;
  to: string | undefined;
  companyId: number | undefined;
}

function filtered(db: Executor, userId: number, filters: ExpenseFilters) {
  let query = ownedRows(db, 'expenses', userId);
  if (filters.category) query = query.where('expenses.category', '=', filters.category);
  if (filters.from) query = query.where('expenses.expense_date', '>=', filters.from);
  if (filters.to) query = query.where('expenses.expense_date', '<=', filters.to);
  if (filters.companyId !== undefined) query = query.where('expenses.company_id', '=', filters.companyId);
  const term = filters.search?.toLowerCase();
  if (term) {
    const digits = term.replace(/\s/g, '');
    query = query.where((eb) =>
      eb.or([
        contains(eb.fn('lower', ['expenses.supplier_name']), term),
        contains(eb.fn('lower', ['expenses.description']), term),
        ...(/^\d+$/.test(digits) ? [contains(eb.ref('expenses.supplier_abn'), digits)] : []),
      ]),
    );
  }
  return query;
}

/** Expenses with their receipt's type and size (a receipt is always its expense's owner's). */
const withReceipt = (query: SelectQueryBuilder<Database, 'expenses', object>) =>
  query
    .leftJoin('stored_files', (join) =>
      join
        .onRef('stored_files.id', '=', 'expenses.receipt_file_id')
        .onRef('stored_files.user_id', '=', 'expenses.user_id'),
    )
    .leftJoin('companies', (join) =>
      join
        .onRef('companies.id', '=', 'expenses.company_id')
        .onRef('companies.user_id', '=', 'expenses.user_id'),
    )
    .selectAll('expenses')
    .select([
      'stored_files.content_type as receipt_content_type',
      'stored_files.byte_size as receipt_byte_size',
      'stored_files.created_at as receipt_stored_at',
      'companies.business_type as business_type',
    ]);

export async function listExpenses(
  db: Executor,
  userId: number,
  filters: ExpenseFilters,
  page: {
    limit: number;
    offset: number;
    sort: 'expense_date' | 'amount' | 'supplier_name';
    direction: 'asc' | 'desc';
  },
): Promise<ExpenseWithReceipt[]> {
  const column = page.sort === 'amount' ? 'expenses.amount_cents' : (`expenses.${page.sort}` as const);
  return withReceipt(filtered(db, userId, filters))
    .orderBy(column, page.direction)
    .orderBy('expenses.id', page.direction)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/**
 * How many match and their sums; the GST credit and the deductible part are rounded per expense, half
 * up, as core's creditableGst and deductibleAmount round them.
 *
 * The GST credit is claimed as each expense's business claims it (core's purchaseMonths): none when the
 * business is not registered for GST, on accruals once incurred, on the cash basis once paid, so a bill
 * not paid yet gives none. The period filter stays on the expense date on both bases (the list shows
 * the expenses dated in it), so a cash-basis bill dated in the period counts there once paid, whenever
 * that is; counting a credit in the period it is paid in is the BAS worksheet's work. One aggregate
 * with the business joined by its key, not a query per business: it sums every expense of the filter.
 */
export async function expenseTotalsOf(db: Executor, userId: number, filters: ExpenseFilters) {
  const row = await filtered(db, userId, filters)
    .leftJoin('companies', 'companies.id', 'expenses.company_id')
    .select([
      sql<number>`count(*)`.as('count'),
      sql<number>`sum(expenses.amount_cents)`.as('amount'),
      sql<number>`sum(expenses.gst_cents)`.as('gst'),
      sql<number>`sum(case
        when companies.gst_registered
          and (companies.bas_accounting_basis = 'accruals' or expenses.paid_date is not null)
        then (expenses.gst_cents * expenses.business_use_percent + 50) / 100
        else 0
      end)`.as('gst_credit'),
      sql<number>`sum(((expenses.amount_cents - expenses.gst_cents) * expenses.business_use_percent + 50) / 100)`.as(
        'deductible',
      ),
    ])
    .executeTakeFirstOrThrow();
  return {
    count: Number(row.count),
    amount: Number(row.amount ?? 0),
    gst: Number(row.gst ?? 0),
    gstCredit: Number(row.gst_credit ?? 0),
    deductible: Number(row.deductible ?? 0),
  };
}

export async function findExpense(
  db: Executor,
  userId: number,
  id: number,
): Promise<ExpenseWithReceipt | undefined> {
  return withReceipt(ownedRow(db, 'expenses', userId, id)).executeTakeFirst();
}

/**
 * One of the user's expenses, locked until the transaction ends so that two writes of it cannot both
 * add the same change to the totals (SQLite has one writer at a time; PostgreSQL needs the row lock).
 */
export async function lockExpense(
  trx: Transaction<Database>,
  userId: number,
  id: number,
): Promise<ExpenseRow | undefined> {
  return forUpdate(trx, ownedRow(trx, 'expenses', userId, id).selectAll()).executeTakeFirst();
}

/** Stores an expense; one a bank line paid names it (issue 29). */
export async function insertExpense(
  db: Executor,
  userId: number,
  fields: ExpenseFields,
  bankLineId: number | null = null,
): Promise<number> {
  const row = await db
    .insertInto('expenses')
    .values({ ...fields, user_id: userId, bank_line_id: bankLineId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateExpense(
  db: Executor,
  userId: number,
  id: number,
  fields: Partial<ExpenseFields> & { receipt_file_id?: number | null; bank_line_id?: number | null },
  now: string,
): Promise<void> {
  await updateOwned(db, 'expenses', userId, id)
    .set({ ...fields, updated_at: now })
    .execute();
}

export async function deleteExpense(db: Executor, userId: number, id: number): Promise<void> {
  await deleteOwned(db, 'expenses', userId, id).execute();
}

/** The expense a bank line made or paid (issue 29), if any. */
export async function expenseOfBankLine(
  db: Executor,
  userId: number,
  bankLineId: number,
): Promise<ExpenseRow | undefined> {
  return ownedRows(db, 'expenses', userId)
    .selectAll()
    .where('bank_line_id', '=', bankLineId)
    .executeTakeFirst();
}
