import type { CategoryMonth, LedgerMonth } from '@sorted/core/profit/profit-and-loss';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Executor } from '../db/executor.ts';
import { ownedRows, updateOwned } from '../db/owned.ts';
import type { Database } from '../db/schema.ts';

// The profit and loss and the set-aside read the ledger's running totals only (a few rows per business
// and month, whatever the number of invoices and expenses), each business on its own accounting basis.
// Every query names its owner.

export interface BusinessRow {
  id: number;
  name: string;
  gst_registered: boolean;
  /** The first day registered for GST (null when not registered). */
  gst_registered_from: string | null;
  accounting_basis: string;
  reporting_period: string;
  business_type: string;
  partnership_share_percent: number | null;
  company_tax_rate: string;
  archived: boolean;
}

/** The user's businesses, archived ones too (their invoices still count), oldest first. */
export async function businessesOf(db: Executor, userId: number): Promise<BusinessRow[]> {
  const rows = await ownedRows(db, 'companies', userId)
    .select([
      'id',
      'name',
      'gst_registered',
      'gst_registered_from',
      'bas_accounting_basis',
      'bas_reporting_period',
      'business_type',
      'partnership_share_percent',
      'company_tax_rate',
      'archived_at',
    ])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    gst_registered: Boolean(row.gst_registered),
    gst_registered_from: row.gst_registered ? row.gst_registered_from : null,
    accounting_basis: row.bas_accounting_basis,
    reporting_period: row.bas_reporting_period,
    business_type: row.business_type,
    partnership_share_percent:
      row.partnership_share_percent === null ? null : Number(row.partnership_share_percent),
    company_tax_rate: row.company_tax_rate,
    archived: row.archived_at !== null,
  }));
}

/**
 * A table of running totals (`totals`) of the user's businesses, each business's on its own basis, with
 * the business joined; of the months from `first` to `last` (YYYY-MM) when given.
 */
function onOwnBasis<T extends 'ledger_month_totals' | 'expense_category_totals'>(
  db: Executor,
  table: T,
  userId: number,
  months?: { first: string; last: string },
) {
  // biome-ignore lint/suspicious/noExplicitAny: Kysely cannot alias a table chosen by a type parameter
  let query = (db as unknown as Kysely<any>)
    .selectFrom(`${table as string} as totals`)
    .innerJoin('companies', (join) =>
      join
        .onRef('companies.id', '=', 'totals.company_id')
        .onRef('companies.bas_accounting_basis', '=', 'totals.basis'),
    )
    .where('totals.user_id', '=', userId)
    .where('companies.user_id', '=', userId);
  if (months)
    query = query.where('totals.month', '>=', months.first).where('totals.month', '<=', months.last);
  return query as unknown as SelectQueryBuilder<
    Database & { totals: Database[T] },
    'totals' | 'companies',
    object
  >;
}

/** A row of ledger_month_totals as the profit and loss and the set-aside read it. */
const ledgerMonthOf = (row: {
  company_id: number;
  month: string;
  sales_cents: number;
  gst_on_sales_cents: number;
  gst_on_purchases_cents: number;
}): LedgerMonth => ({
  companyId: row.company_id,
  month: row.month,
  sales: Number(row.sales_cents),
  gstOnSales: Number(row.gst_on_sales_cents),
  gstOnPurchases: Number(row.gst_on_purchases_cents),
});

/** The ledger's months from `first` to `last` (YYYY-MM), each business's on its own basis. */
export async function ledgerMonths(
  db: Executor,
  userId: number,
  first: string,
  last: string,
): Promise<LedgerMonth[]> {
  const rows = await onOwnBasis(db, 'ledger_month_totals', userId, { first, last })
    .select([
      'totals.company_id',
      'totals.month',
      'totals.sales_cents',
      'totals.gst_on_sales_cents',
      'totals.gst_on_purchases_cents',
    ])
    .execute();
  return rows.map(ledgerMonthOf);
}

/**
 * The ledger's months from `first` to `last` on both bases (the set-aside's: a lodged period's figures
 * are read on the basis it was lodged on, which may not be the business's now).
 */
export async function ledgerMonthsOnBothBases(
  db: Executor,
  userId: number,
  first: string,
  last: string,
): Promise<(LedgerMonth & { basis: string })[]> {
  const rows = await ownedRows(db, 'ledger_month_totals', userId)
    .select(['company_id', 'basis', 'month', 'sales_cents', 'gst_on_sales_cents', 'gst_on_purchases_cents'])
    .where('month', '>=', first)
    .where('month', '<=', last)
    .execute();
  return rows.map((row) => ({ ...ledgerMonthOf(row), basis: row.basis }));
}

/**
 * Each business's first month with a figure on its own basis (core's firstActivityMonth: a row of
 * zeros, left by a deleted record, is none); a business without any is missing.
 */
export async function firstActivityMonths(db: Executor, userId: number): Promise<Map<number, string>> {
  const rows = await onOwnBasis(db, 'ledger_month_totals', userId)
    .select(['totals.company_id', (eb) => eb.fn.min('totals.month').as('first')])
    .where((eb) =>
      eb.or([
        eb('totals.sales_cents', '!=', 0),
        eb('totals.gst_on_sales_cents', '!=', 0),
        eb('totals.gst_on_purchases_cents', '!=', 0),
      ]),
    )
    .groupBy('totals.company_id')
    .execute();
  return new Map(rows.map((row) => [row.company_id, String(row.first)]));
}

/** The expenses by category and month from `first` to `last`, each business's on its own basis. */
export async function categoryMonths(
  db: Executor,
  userId: number,
  first: string,
  last: string,
): Promise<CategoryMonth[]> {
  const rows = await onOwnBasis(db, 'expense_category_totals', userId, { first, last })
    .select([
      'totals.company_id',
      'totals.month',
      'totals.category',
      'totals.expense_count',
      'totals.deductible_cents',
    ])
    .execute();
  return rows.map((row) => ({
    companyId: row.company_id,
    month: row.month,
    category: row.category,
    count: Number(row.expense_count),
    deductible: Number(row.deductible_cents),
  }));
}

export interface PersonRow {
  residency: string;
  medicare_levy: boolean;
}

/** The person's residency and Medicare levy; resident with the levy until they say otherwise. */
export async function personOf(db: Executor, userId: number): Promise<PersonRow> {
  const row = await ownedRows(db, 'tax_profiles', userId)
    .select(['residency', 'medicare_levy'])
    .executeTakeFirst();
  return { residency: row?.residency ?? 'resident', medicare_levy: row ? Boolean(row.medicare_levy) : true };
}

export async function savePerson(
  db: Executor,
  userId: number,
  person: PersonRow,
  now: string,
): Promise<void> {
  await db
    .insertInto('tax_profiles')
    .values({
      user_id: userId,
      residency: person.residency,
      medicare_levy: person.medicare_levy,
      updated_at: now,
    })
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .doUpdateSet({ residency: person.residency, medicare_levy: person.medicare_levy, updated_at: now }),
    )
    .execute();
}

/** Sets how a business is taxed; false when the user has no such business (or it is archived). */
export async function saveBusinessTax(
  db: Executor,
  userId: number,
  companyId: number,
  fields: { business_type: string; partnership_share_percent: number | null; company_tax_rate: string },
  now: string,
): Promise<boolean> {
  const result = await updateOwned(db, 'companies', userId, companyId)
    .set({ ...fields, updated_at: now })
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The invoices dated from `from` to `to` (both included) for the CSV export, oldest first. */
export async function invoicesForExport(db: Executor, userId: number, from: string, to: string) {
  return ownedRows(db, 'invoices', userId)
    .innerJoin('companies', 'companies.id', 'invoices.company_id')
    .select([
      'invoices.name',
      'invoices.invoice_date',
      'invoices.due_date',
      'invoices.paid_date',
      'invoices.status',
      'invoices.subtotal_cents',
      'invoices.gst_cents',
      'invoices.total_cents',
      'invoices.paid_cents',
      'invoices.adjusted_cents',
      'invoices.voided_on',
      'invoices.customer_details',
      'companies.name as company_name',
    ])
    .where('invoices.invoice_date', '>=', from)
    .where('invoices.invoice_date', '<=', to)
    .orderBy('invoices.invoice_date')
    .orderBy('invoices.id')
    .execute();
}

/** The expenses dated from `from` to `to` (both included) for the CSV export, oldest first. */
export async function expensesForExport(db: Executor, userId: number, from: string, to: string) {
  return ownedRows(db, 'expenses', userId)
    .innerJoin('companies', 'companies.id', 'expenses.company_id')
    .select([
      'expenses.expense_date',
      'expenses.supplier_name',
      'expenses.supplier_abn',
      'expenses.description',
      'expenses.category',
      'expenses.amount_cents',
      'expenses.gst_cents',
      'expenses.business_use_percent',
      'expenses.paid_date',
      'expenses.due_date',
      'companies.name as company_name',
    ])
    .where('expenses.expense_date', '>=', from)
    .where('expenses.expense_date', '<=', to)
    .orderBy('expenses.expense_date')
    .orderBy('expenses.id')
    .execute();
}
