import { gstWithin } from '@sorted/core/adjustment-notes/adjustment-notes';
import type { BasAmounts } from '@sorted/core/gst/bas-adjustments';
import { type AccountingBasis, creditableGst } from '@sorted/core/gst/bas-worksheet';
import { type Selectable, sql, type Transaction } from 'kysely';
import { gstShare } from '../../books/ledger-totals.repository.ts';
import { type Executor, isPostgres } from '../../db/executor.ts';
import type { CompaniesTable, Database } from '../../db/schema.ts';
import { type BasLodgementRow, lodgementRowsOf } from '../../repositories/bas-lodgements.repository.ts';

// The BAS's reads and the lodgement's writes. Figures come from the running totals per month
// (ledger_month_totals), never from a scan of the records; only the drill-down reads records, a page at
// a time. Every query names its owner.

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
  if (!isPostgres(trx)) return;
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
    // A voided invoice counts nowhere (books/book.ts), its payments neither.
    .where('invoices.voided_on', 'is', null)
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

type RecordPage = { rows: BasRecordRow[]; total: number };

/**
 * One list of two kinds of record, the first's all before the second's: the page asked for takes what
 * it can of the first, and the rest of its size from the second.
 */
async function pageOfBoth(
  query: RecordQuery,
  first: (query: RecordQuery) => Promise<RecordPage>,
  second: (query: RecordQuery) => Promise<RecordPage>,
): Promise<RecordPage> {
  const before = await first(query);
  const after = await second({
    ...query,
    offset: Math.max(query.offset - before.total, 0),
    limit: Math.max(query.limit - before.rows.length, 0),
  });
  return { rows: [...before.rows, ...after.rows], total: before.total + after.total };
}

/** An adjustment note as a record of its invoice: its number (and the invoice's), a negative amount. */
const noteReference = (note: string, invoice: string) => `${note} (${invoice})`;

/** Accruals: the adjustment notes issued in the period, each taking its amount and GST off. */
async function notesOfPeriod(db: Executor, userId: number, query: RecordQuery): Promise<RecordPage> {
  let base = db
    .selectFrom('adjustment_notes')
    .where('adjustment_notes.user_id', '=', userId)
    .where('adjustment_notes.company_id', '=', query.companyId)
    .where('adjustment_notes.issued_on', '>=', query.start)
    .where('adjustment_notes.issued_on', '<=', query.end)
    .where('adjustment_notes.invoice_id', 'not in', (eb) =>
      eb
        .selectFrom('invoices')
        .select('invoices.id')
        .where('invoices.user_id', '=', userId)
        .where('invoices.voided_on', 'is not', null),
    );
  if (query.withGstOnly) base = base.where('adjustment_notes.gst_cents', '<>', 0);
  const [rows, count] = await Promise.all([
    base
      .innerJoin('invoices', 'invoices.id', 'adjustment_notes.invoice_id')
      .leftJoin('customers', (join) =>
        join.onRef('customers.id', '=', 'invoices.customer_id').on('customers.user_id', '=', userId),
      )
      .select([
        'adjustment_notes.invoice_id',
        'adjustment_notes.issued_on',
        'adjustment_notes.number',
        'invoices.name',
        'customers.name as party',
        'adjustment_notes.amount_cents',
        'adjustment_notes.gst_cents',
      ])
      .orderBy('adjustment_notes.issued_on')
      .orderBy('adjustment_notes.id')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({
      kind: 'invoice',
      id: row.invoice_id,
      date: row.issued_on,
      reference: noteReference(row.number, row.name),
      category: null,
      party: row.party,
      amount: -Number(row.amount_cents),
      gst: -Number(row.gst_cents),
    })),
    total: Number(count.total),
  };
}

/**
 * Cash: the credits owed to clients who had paid more than a note left of their invoice, each on its
 * latest note's date (as the totals count them). Few by nature: all of the period's are read at once.
 */
async function creditsOfPeriod(db: Executor, userId: number, query: RecordQuery): Promise<RecordPage> {
  const credited = db
    .selectFrom('invoices')
    .where('invoices.user_id', '=', userId)
    .where('invoices.company_id', '=', query.companyId)
    // Literal, so that the partial index of invoices with notes serves (2026-11-27-6 migration).
    .where(sql<boolean>`invoices.adjusted_cents > 0`)
    .where('invoices.voided_on', 'is', null)
    .where((eb) =>
      eb('invoices.paid_cents', '>', eb('invoices.total_cents', '-', eb.ref('invoices.adjusted_cents'))),
    )
    .select([
      'invoices.id',
      'invoices.name',
      'invoices.customer_id',
      'invoices.total_cents',
      'invoices.gst_cents',
      'invoices.paid_cents',
      'invoices.adjusted_cents',
      sql<string>`(select max(issued_on) from adjustment_notes
        where adjustment_notes.invoice_id = invoices.id)`.as('last_note_on'),
      sql<string>`(select number from adjustment_notes where adjustment_notes.invoice_id = invoices.id
        order by issued_on desc, id desc limit 1)`.as('last_note'),
    ]);
  const rows = await db
    .selectFrom(credited.as('credits'))
    .leftJoin('customers', (join) =>
      join.onRef('customers.id', '=', 'credits.customer_id').on('customers.user_id', '=', userId),
    )
    .selectAll('credits')
    .select('customers.name as party')
    .where('credits.last_note_on', '>=', query.start)
    .where('credits.last_note_on', '<=', query.end)
    .orderBy('credits.last_note_on')
    .orderBy('credits.id')
    .execute();
  const records = rows
    .map((row): BasRecordRow => {
      const sale = { total: Number(row.total_cents), gst: Number(row.gst_cents) };
      const due = sale.total - Number(row.adjusted_cents);
      const paid = Number(row.paid_cents);
      return {
        kind: 'invoice',
        id: row.id,
        date: row.last_note_on,
        reference: noteReference(row.last_note, row.name),
        category: null,
        party: row.party,
        amount: due - paid,
        gst: gstWithin(sale, due) - gstWithin(sale, paid),
      };
    })
    .filter((record) => !query.withGstOnly || record.gst !== 0);
  return { rows: records.slice(query.offset, query.offset + query.limit), total: records.length };
}

/**
 * The invoices behind G1 / 1A in a period on a basis (cash: their payments), a page of them, oldest
 * first, and how many; then the adjustment notes that take some off (cash: the credits they leave owed).
 */
export async function invoicesOfPeriod(
  db: Executor,
  userId: number,
  query: RecordQuery,
): Promise<RecordPage> {
  if (query.basis === 'cash') {
    return pageOfBoth(
      query,
      (part) => paymentsOfPeriod(db, userId, part),
      (part) => creditsOfPeriod(db, userId, part),
    );
  }
  return pageOfBoth(
    query,
    (part) => issuedOfPeriod(db, userId, part),
    (part) => notesOfPeriod(db, userId, part),
  );
}

/** Accruals: the invoices issued in the period. */
async function issuedOfPeriod(db: Executor, userId: number, query: RecordQuery): Promise<RecordPage> {
  const date = sql<string>`invoices.invoice_date`;
  let base = db
    .selectFrom('invoices')
    .where('invoices.user_id', '=', userId)
    .where('invoices.company_id', '=', query.companyId)
    .where('invoices.voided_on', 'is', null)
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
