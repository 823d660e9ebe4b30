import type { LedgerChange, PurchaseRecord, SaleRecord } from '@sorted/core/gst/ledger-change';
import { ledgerChange } from '@sorted/core/gst/ledger-change';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { type Executor, isPostgres } from '../db/executor.ts';
import type { Database } from '../db/schema.ts';

// Part of the books' write path (book.ts applies the changes; nothing else does).
// The BAS's and the profit and loss's running totals (ledger_month_totals, expense_category_totals),
// changed in the transaction of every write of an invoice or an expense, as the dashboard's are: the
// write passes the record as it was and as it is, and core's ledgerChange says what to add. Shared by
// the invoices and expenses features; `rebuildLedgerTotals` recomputes everything from the records.

/**
 * An invoice as the ledger sees it: on the cash basis, each of its payments (by date, then as recorded);
 * its adjustment notes (decreasing adjustments) on both.
 */
export function invoiceSale(invoice: {
  company_id: number;
  invoice_date: string;
  total_cents: number;
  gst_cents: number;
  payments: readonly { date: string; amount: number }[];
  adjustments: readonly { date: string; amount: number; gst: number }[];
}): SaleRecord {
  return {
    companyId: invoice.company_id,
    issued: invoice.invoice_date,
    total: Number(invoice.total_cents),
    gst: Number(invoice.gst_cents),
    payments: invoice.payments,
    adjustments: invoice.adjustments,
  };
}

/** What of an expense the ledger (and the books' lock) reads. */
export interface ExpenseFacts {
  company_id: number;
  expense_date: string;
  paid_date: string | null;
  amount_cents: number;
  gst_cents: number;
  business_use_percent: number;
  category: string;
}

export function expensePurchase(expense: ExpenseFacts): PurchaseRecord {
  return {
    companyId: expense.company_id,
    incurred: expense.expense_date,
    paid: expense.paid_date,
    amount: Number(expense.amount_cents),
    gst: Number(expense.gst_cents),
    businessUsePercent: expense.business_use_percent,
    category: expense.category,
  };
}

/** Adds the change of one write to the user's ledger totals; call inside the write's transaction. */
export async function applyLedgerChange(
  db: Executor,
  userId: number,
  before: SaleRecord | PurchaseRecord | null,
  after: SaleRecord | PurchaseRecord | null,
  /** The change worked out already (the books' lock reads it first); else worked out here. */
  change: LedgerChange = ledgerChange(before, after),
): Promise<void> {
  // ledgerChange orders the rows (business, basis, month, category): two writes cannot deadlock.
  for (const delta of change.months) {
    await db
      .insertInto('ledger_month_totals')
      .values({
        user_id: userId,
        company_id: delta.companyId,
        basis: delta.basis,
        month: delta.month,
        sales_cents: delta.sales,
        gst_on_sales_cents: delta.gstOnSales,
        gst_on_purchases_cents: delta.gstOnPurchases,
      })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'company_id', 'basis', 'month']).doUpdateSet((eb) => ({
          sales_cents: eb('ledger_month_totals.sales_cents', '+', delta.sales),
          gst_on_sales_cents: eb('ledger_month_totals.gst_on_sales_cents', '+', delta.gstOnSales),
          gst_on_purchases_cents: eb('ledger_month_totals.gst_on_purchases_cents', '+', delta.gstOnPurchases),
        })),
      )
      .execute();
  }
  for (const delta of change.categories) {
    await db
      .insertInto('expense_category_totals')
      .values({
        user_id: userId,
        company_id: delta.companyId,
        basis: delta.basis,
        month: delta.month,
        category: delta.category,
        expense_count: delta.count,
        deductible_cents: delta.deductible,
      })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'company_id', 'basis', 'month', 'category']).doUpdateSet((eb) => ({
          expense_count: eb('expense_category_totals.expense_count', '+', delta.count),
          deductible_cents: eb('expense_category_totals.deductible_cents', '+', delta.deductible),
        })),
      )
      .execute();
  }
}

/** Each payment's running total paid of its invoice, in the order core counts them (date, then id). */
export const paidSoFar = sql<number>`cast(sum(invoice_payments.amount_cents) over (
  partition by invoice_payments.invoice_id
  order by invoice_payments.paid_on, invoice_payments.id
  rows between unbounded preceding and current row) as bigint)`;

/**
 * Core's share of an invoice's GST once `paid` of it is received: GST × min(paid, total) ÷ total, halves
 * up (none on a zero total). A payment's share is this after it less this before it (bas-worksheet.ts).
 * Reads `total_cents` and `gst_cents` of the row, and `paid` in SQL.
 */
export const gstShare = (paid: RawBuilder<unknown>) => sql<number>`(case when total_cents = 0 then 0 else
  (2 * gst_cents * (case when ${paid} < total_cents then ${paid} else total_cents end) + total_cents)
  / (2 * total_cents) end)`;

/** An invoice row's sums: `paid`, `adjusted` (by its notes) and the latest note's date, `last_note_on`. */
export const invoiceSettlement = sql`cast((select coalesce(sum(amount_cents), 0) from invoice_payments
    where invoice_payments.invoice_id = invoices.id) as bigint) as paid,
  cast((select coalesce(sum(amount_cents), 0) from adjustment_notes
    where adjustment_notes.invoice_id = invoices.id) as bigint) as adjusted,
  (select max(issued_on) from adjustment_notes
    where adjustment_notes.invoice_id = invoices.id) as last_note_on`;

/**
 * Recomputes the ledger totals from the invoices and expenses, for one user or for everyone, in one
 * transaction. The rounding is core's (half up, per record): GST credit = (gst × use + 50) div 100, and
 * the deductible part the same on the amount without GST; on the cash basis each payment of an invoice
 * in its month with its share of the GST. Adjustment notes: on the accruals basis each in its month; on the
 * cash basis only the credit a client is owed (paid beyond the adjusted total), in the latest note's month.
 */
export async function rebuildLedgerTotals(db: Kysely<Database>, userId?: number): Promise<void> {
  const only = userId === undefined ? sql`` : sql`and user_id = ${userId}`;
  const onlyPayments = userId === undefined ? sql`` : sql`and invoice_payments.user_id = ${userId}`;
  await db.transaction().execute(async (trx) => {
    if (isPostgres(trx))
      await sql`lock table invoices, invoice_payments, adjustment_notes, expenses in share mode`.execute(trx);
    for (const table of ['ledger_month_totals', 'expense_category_totals'] as const) {
      let remove = trx.deleteFrom(table);
      if (userId !== undefined) remove = remove.where('user_id', '=', userId);
      await remove.execute();
    }
    await sql`
      insert into ledger_month_totals
        (user_id, company_id, basis, month, sales_cents, gst_on_sales_cents, gst_on_purchases_cents)
      select user_id, company_id, basis, month, sum(sales), sum(gst_on_sales), sum(gst_on_purchases)
      from (
        select user_id, company_id, 'accruals' as basis, substr(invoice_date, 1, 7) as month,
          total_cents as sales, gst_cents as gst_on_sales, 0 as gst_on_purchases
        from invoices where voided_on is null ${only}
        union all
        select user_id, company_id, 'cash', substr(paid_on, 1, 7), amount_cents,
          ${gstShare(sql`paid_so_far`)} - ${gstShare(sql`paid_so_far - amount_cents`)}, 0
        from (
          select invoice_payments.user_id, invoices.company_id, invoice_payments.paid_on,
            invoice_payments.amount_cents, invoices.total_cents, invoices.gst_cents,
            ${paidSoFar} as paid_so_far
          from invoice_payments join invoices on invoices.id = invoice_payments.invoice_id
          where invoices.voided_on is null ${onlyPayments}
        ) as payments
        union all
        select user_id, company_id, 'accruals', substr(issued_on, 1, 7), -amount_cents, -gst_cents, 0
        from adjustment_notes where not exists (select 1 from invoices
          where invoices.id = adjustment_notes.invoice_id and invoices.voided_on is not null) ${only}
        union all
        select user_id, company_id, 'cash', substr(last_note_on, 1, 7), (total_cents - adjusted) - paid,
          ${gstShare(sql`total_cents - adjusted`)} - ${gstShare(sql`paid`)}, 0
        from (
          select user_id, company_id, total_cents, gst_cents, ${invoiceSettlement}
          from invoices
          where voided_on is null
            and exists (select 1 from adjustment_notes where adjustment_notes.invoice_id = invoices.id) ${only}
        ) as credits
        where paid > total_cents - adjusted
        union all
        select user_id, company_id, 'accruals', substr(expense_date, 1, 7), 0, 0,
          (gst_cents * business_use_percent + 50) / 100
        from expenses where 1 = 1 ${only}
        union all
        select user_id, company_id, 'cash', substr(paid_date, 1, 7), 0, 0,
          (gst_cents * business_use_percent + 50) / 100
        from expenses where paid_date is not null ${only}
      ) as records
      group by user_id, company_id, basis, month
      having sum(sales) <> 0 or sum(gst_on_sales) <> 0 or sum(gst_on_purchases) <> 0`.execute(trx);
    await sql`
      insert into expense_category_totals
        (user_id, company_id, basis, month, category, expense_count, deductible_cents)
      select user_id, company_id, basis, month, category, count(*), sum(deductible)
      from (
        select user_id, company_id, 'accruals' as basis, substr(expense_date, 1, 7) as month, category,
          ((amount_cents - gst_cents) * business_use_percent + 50) / 100 as deductible
        from expenses where 1 = 1 ${only}
        union all
        select user_id, company_id, 'cash', substr(paid_date, 1, 7), category,
          ((amount_cents - gst_cents) * business_use_percent + 50) / 100
        from expenses where paid_date is not null ${only}
      ) as records
      group by user_id, company_id, basis, month, category`.execute(trx);
  });
  if (isPostgres(db)) await sql`analyze ledger_month_totals, expense_category_totals`.execute(db);
}

/** The ledger totals as stored, for comparing with a rebuild (tests, repairs). */
export async function ledgerTotalsOf(db: Executor, userId: number) {
  const [months, categories] = await Promise.all([
    db
      .selectFrom('ledger_month_totals')
      .select(['company_id', 'basis', 'month', 'sales_cents', 'gst_on_sales_cents', 'gst_on_purchases_cents'])
      .where('user_id', '=', userId)
      .orderBy('company_id')
      .orderBy('basis')
      .orderBy('month')
      .execute(),
    db
      .selectFrom('expense_category_totals')
      .select(['company_id', 'basis', 'month', 'category', 'expense_count', 'deductible_cents'])
      .where('user_id', '=', userId)
      .orderBy('company_id')
      .orderBy('basis')
      .orderBy('month')
      .orderBy('category')
      .execute(),
  ]);
  const numbers = <Row extends Record<string, unknown>>(row: Row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [
        key,
        typeof value === 'bigint' || /_(cents|count)$/.test(key) ? Number(value) : value,
      ]),
    );
  return {
    months: months
      .map(numbers)
      .filter(
        (row) => row.sales_cents !== 0 || row.gst_on_sales_cents !== 0 || row.gst_on_purchases_cents !== 0,
      ),
    categories: categories
      .map(numbers)
      .filter((row) => row.expense_count !== 0 || row.deductible_cents !== 0),
  };
}
