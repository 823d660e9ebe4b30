import type { BasAmounts } from '@sorted/core/gst/bas-adjustments';
import { type AccountingBasis, creditableGst } from '@sorted/core/gst/bas-worksheet';
import { type Kysely, PostgresAdapter, type Selectable, sql, type Transaction } from 'kysely';
import type { CompaniesTable, Database } from '../../db/schema.ts';
import { type BasLodgementRow, lodgementRowsOf } from '../../repositories/bas-lodgements.repository.ts';
import { gstShare } from '../../repositories/ledger-totals.repository.ts';

// The BAS's reads and the lodgement's writes. Figures come from the running totals per month
// (ledger_month_totals), never from a scan of the records; only the drill-down reads records, a page at
// a time. Every query names its owner.

type Executor = Kysely<Database> | Transaction<Database>;
export type CompanyRow = Selectable<CompaniesTable>;

/**
 * A payment's running total within its invoice (itself included), asked only for the period's payments
 * through the (invoice_id, paid_on, id) index: a window over all of the user's payments, filtered by
 * date afterwards, took 120–300 ms at 100,000 invoices.
 */
const paidSoFarOfPayment = sql<number>`(select cast(sum(earlier.amount_cents) as bigint)
  from invoice_payments as earlier
  where earlier.invoice_id = invoice_payments.invoice_id
    and (earlier.paid_on < invoice_payments.paid_on
      or (earlier.paid_on = invoice_payments.paid_on and earlier.id <= invoice_payments.id)))`;

export async function findLiveCompany(
  db: Executor,
  userId: number,
  id: number,
): Promise<CompanyRow | undefined> {
  return db
    .selectFrom('companies')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Locks the business's row until the transaction ends (PostgreSQL; SQLite writes one at a time), so
 * that two lodgements of one business read the lodgements one after the other and never report the same
 * correction twice.
 */
export async function lockCompany(
  trx: Transaction<Database>,
  userId: number,
  companyId: number,
): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await trx
    .selectFrom('companies')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', '=', companyId)
    .forUpdate()
    .execute();
}

export interface LedgerMonth extends BasAmounts {
  basis: string;
  month: string;
}

/** A business's G1/1A/1B per basis and month (two rows a month at most, both bases). */
export async function ledgerMonthsOf(
  db: Executor,
  userId: number,
  companyId: number,
): Promise<LedgerMonth[]> {
  const rows = await db
    .selectFrom('ledger_month_totals')
    .select(['basis', 'month', 'sales_cents', 'gst_on_sales_cents', 'gst_on_purchases_cents'])
    .where('user_id', '=', userId)
    .where('company_id', '=', companyId)
    .execute();
  return rows.map((row) => ({
    basis: row.basis,
    month: row.month,
    g1: Number(row.sales_cents),
    gstOnSales: Number(row.gst_on_sales_cents),
    gstOnPurchases: Number(row.gst_on_purchases_cents),
  }));
}

export type { BasLodgementRow };
export { lodgementRowsOf };

export interface LodgementValues {
  periodKey: string;
  firstMonth: string;
  lastMonth: string;
  basis: AccountingBasis;
  reported: BasAmounts;
  adjustment: BasAmounts;
}

/** Records a lodgement; a second one of the period breaks the unique key (company, period). */
export async function insertLodgement(
  trx: Transaction<Database>,
  userId: number,
  companyId: number,
  values: LodgementValues,
): Promise<void> {
  await trx
    .insertInto('bas_lodgements')
    .values({
      user_id: userId,
      company_id: companyId,
      period_key: values.periodKey,
      first_month: values.firstMonth,
      last_month: values.lastMonth,
      basis: values.basis,
      g1_cents: values.reported.g1,
      gst_on_sales_cents: values.reported.gstOnSales,
      gst_on_purchases_cents: values.reported.gstOnPurchases,
      adjustment_g1_cents: values.adjustment.g1,
      adjustment_gst_on_sales_cents: values.adjustment.gstOnSales,
      adjustment_gst_on_purchases_cents: values.adjustment.gstOnPurchases,
    })
    .execute();
}

/** Adds a correction reported on a later BAS to a lodged period. */
export async function addCorrection(
  trx: Transaction<Database>,
  userId: number,
  companyId: number,
  periodKey: string,
  amounts: BasAmounts,
): Promise<void> {
  await trx
    .updateTable('bas_lodgements')
    .set((eb) => ({
      corrected_g1_cents: eb('corrected_g1_cents', '+', amounts.g1),
      corrected_gst_on_sales_cents: eb('corrected_gst_on_sales_cents', '+', amounts.gstOnSales),
      corrected_gst_on_purchases_cents: eb('corrected_gst_on_purchases_cents', '+', amounts.gstOnPurchases),
    }))
    .where('user_id', '=', userId)
    .where('company_id', '=', companyId)
    .where('period_key', '=', periodKey)
    .execute();
}

export interface BasRecordRow {
  kind: 'invoice' | 'expense';
  id: number;
  date: string;
  reference: string | null;
  category: string | null;
  party: string | null;
  amount: number;
  gst: number;
}

interface RecordQuery {
  companyId: number;
  basis: AccountingBasis;
  start: string;
  end: string;
  /** 1A and 1B: only the records with GST. */
  withGstOnly: boolean;
  limit: number;
  offset: number;
}

/**
 * On the cash basis, the payments behind G1 / 1A in a period: each payment received in it, with its
 * share of its invoice's GST as the totals count it; a page of them, oldest first, and how many.
 */
async function paymentsOfPeriod(
  db: Executor,
  userId: number,
  query: RecordQuery,
): Promise<{ rows: BasRecordRow[]; total: number }> {
  const payments = db
    .selectFrom('invoice_payments')
    .innerJoin('invoices', 'invoices.id', 'invoice_payments.invoice_id')
    .where('invoice_payments.user_id', '=', userId)
    .where('invoices.company_id', '=', query.companyId)
    .where('invoice_payments.paid_on', '>=', query.start)
    .where('invoice_payments.paid_on', '<=', query.end)
    .select([
      'invoice_payments.id as payment_id',
      'invoices.id as invoice_id',
      'invoice_payments.paid_on',
      'invoice_payments.amount_cents',
      'invoices.total_cents',
      'invoices.gst_cents',
      'invoices.name',
      'invoices.customer_id',
      paidSoFarOfPayment.as('paid_so_far'),
    ]);
  let base = db
    .selectFrom(payments.as('payments'))
    .where('payments.paid_on', '>=', query.start)
    .where('payments.paid_on', '<=', query.end);
  if (query.withGstOnly) base = base.where('payments.gst_cents', '<>', 0);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('customers', (join) =>
        join.onRef('customers.id', '=', 'payments.customer_id').on('customers.user_id', '=', userId),
      )
      .select([
        'payments.invoice_id',
        'payments.paid_on',
        'payments.name',
        'customers.name as party',
        'payments.amount_cents',
        sql<number>`${gstShare(sql`paid_so_far`)} - ${gstShare(sql`paid_so_far - amount_cents`)}`.as('gst'),
      ])
      .orderBy('payments.paid_on')
      .orderBy('payments.payment_id')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({
      kind: 'invoice',
      id: row.invoice_id,
      date: row.paid_on,
      reference: row.name,
      category: null,
      party: row.party,
      amount: Number(row.amount_cents),
      gst: Number(row.gst),
    })),
    total: Number(count.total),
  };
}

/** The invoices behind G1 / 1A in a period on a basis (cash: their payments), a page of them, oldest first, and how many. */
export async function invoicesOfPeriod(
  db: Executor,
  userId: number,
  query: RecordQuery,
): Promise<{ rows: BasRecordRow[]; total: number }> {
  if (query.basis === 'cash') return paymentsOfPeriod(db, userId, query);
  const date = sql<string>`invoices.invoice_date`;
  let base = db
    .selectFrom('invoices')
    .where('invoices.user_id', '=', userId)
    .where('invoices.company_id', '=', query.companyId)
    .where(date, '>=', query.start)
    .where(date, '<=', query.end);
  if (query.withGstOnly) base = base.where('invoices.gst_cents', '<>', 0);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('customers', (join) =>
        join.onRef('customers.id', '=', 'invoices.customer_id').on('customers.user_id', '=', userId),
      )
      .select([
        'invoices.id',
        date.as('date'),
        'invoices.name',
        'customers.name as party',
        'invoices.total_cents',
        'invoices.gst_cents',
      ])
      .orderBy(date)
      .orderBy('invoices.id')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({
      kind: 'invoice',
      id: row.id,
      date: row.date,
      reference: row.name,
      category: null,
      party: row.party,
      amount: Number(row.total_cents),
      gst: Number(row.gst_cents),
    })),
    total: Number(count.total),
  };
}

/** The expenses behind 1B: paid in the period (cash) or incurred in it (accruals); GST × business use. */
export async function expensesOfPeriod(
  db: Executor,
  userId: number,
  query: RecordQuery,
): Promise<{ rows: BasRecordRow[]; total: number }> {
  const column = query.basis === 'cash' ? 'expenses.paid_date' : 'expenses.expense_date';
  let base = db
    .selectFrom('expenses')
    .where('expenses.user_id', '=', userId)
    .where('expenses.company_id', '=', query.companyId)
    .where(column, '>=', query.start)
    .where(column, '<=', query.end);
  if (query.withGstOnly) base = base.where('expenses.gst_cents', '<>', 0);
  const [rows, count] = await Promise.all([
    base
      .select([
        'expenses.id',
        `${column} as date`,
        'expenses.description',
        'expenses.category',
        'expenses.supplier_name',
        'expenses.amount_cents',
        'expenses.gst_cents',
        'expenses.business_use_percent',
      ])
      .orderBy(column)
      .orderBy('expenses.id')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({
      kind: 'expense',
      id: row.id,
      date: row.date ?? '',
      reference: row.description,
      category: row.category,
      party: row.supplier_name,
      amount: Number(row.amount_cents),
      gst: creditableGst({ gst: Number(row.gst_cents), businessUsePercent: row.business_use_percent }),
    })),
    total: Number(count.total),
  };
}
