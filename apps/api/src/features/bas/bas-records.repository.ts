import { gstWithin } from '@sorted/core/adjustment-notes/adjustment-notes';
import { type AccountingBasis, creditableGst } from '@sorted/core/gst/bas-worksheet';
import { type JoinBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { gstShare } from '../../books/ledger-totals.repository.ts';
import type { Executor } from '../../db/executor.ts';
import { ownedRows } from '../../db/owned.ts';
import { pageOf } from '../../db/page.ts';

// The records behind a BAS figure (the drill-down), a page at a time, oldest first: the invoices (on
// the cash basis their payments) and the adjustment notes behind G1 and 1A, the expenses behind 1B.
// Every query names its owner.

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

type RecordPage = { rows: BasRecordRow[]; total: number };

/** A page of the records `base` finds (its rows as `rowsOf` selects and orders them), and how many. */
async function recordPage<DB, TB extends keyof DB, Row>(
  base: SelectQueryBuilder<DB, TB, object>,
  query: RecordQuery,
  rowsOf: (base: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
  recordOf: (row: Row) => BasRecordRow,
): Promise<RecordPage> {
  const page = await pageOf(base, query, rowsOf);
  return { rows: page.rows.map(recordOf), total: page.total };
}

/** The join of a record's client, the user's own (a record without one keeps its place, party null). */
const clientOf =
  (userId: number, customerId: `${string}.customer_id`) =>
  // biome-ignore lint/suspicious/noExplicitAny: one join for the records' several sources
  (join: JoinBuilder<any, any>) =>
    join.onRef('customers.id', '=', customerId).on('customers.user_id', '=', userId);

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
  return recordPage(
    base,
    query,
    (base) =>
      base
        .leftJoin('customers', clientOf(userId, 'payments.customer_id'))
        .select([
          'payments.invoice_id',
          'payments.paid_on',
          'payments.name',
          'customers.name as party',
          'payments.amount_cents',
          sql<number>`${gstShare(sql`paid_so_far`)} - ${gstShare(sql`paid_so_far - amount_cents`)}`.as('gst'),
        ])
        .orderBy('payments.paid_on')
        .orderBy('payments.payment_id'),
    (row) => ({
      kind: 'invoice',
      id: row.invoice_id,
      date: row.paid_on,
      reference: row.name,
      category: null,
      party: row.party,
      amount: Number(row.amount_cents),
      gst: Number(row.gst),
    }),
  );
}

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
  let base = ownedRows(db, 'adjustment_notes', userId)
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
  return recordPage(
    base,
    query,
    (base) =>
      base
        .innerJoin('invoices', 'invoices.id', 'adjustment_notes.invoice_id')
        .leftJoin('customers', clientOf(userId, 'invoices.customer_id'))
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
        .orderBy('adjustment_notes.id'),
    (row) => ({
      kind: 'invoice',
      id: row.invoice_id,
      date: row.issued_on,
      reference: noteReference(row.number, row.name),
      category: null,
      party: row.party,
      amount: -Number(row.amount_cents),
      gst: -Number(row.gst_cents),
    }),
  );
}

/**
 * Cash: the credits owed to clients who had paid more than a note left of their invoice, each on its
 * latest note's date (as the totals count them). Few by nature: all of the period's are read at once.
 */
async function creditsOfPeriod(db: Executor, userId: number, query: RecordQuery): Promise<RecordPage> {
  const credited = ownedRows(db, 'invoices', userId)
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
    .leftJoin('customers', clientOf(userId, 'credits.customer_id'))
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
  let base = ownedRows(db, 'invoices', userId)
    .where('invoices.company_id', '=', query.companyId)
    .where('invoices.voided_on', 'is', null)
    .where(date, '>=', query.start)
    .where(date, '<=', query.end);
  if (query.withGstOnly) base = base.where('invoices.gst_cents', '<>', 0);
  return recordPage(
    base,
    query,
    (base) =>
      base
        .leftJoin('customers', clientOf(userId, 'invoices.customer_id'))
        .select([
          'invoices.id',
          date.as('date'),
          'invoices.name',
          'customers.name as party',
          'invoices.total_cents',
          'invoices.gst_cents',
        ])
        .orderBy(date)
        .orderBy('invoices.id'),
    (row) => ({
      kind: 'invoice',
      id: row.id,
      date: row.date,
      reference: row.name,
      category: null,
      party: row.party,
      amount: Number(row.total_cents),
      gst: Number(row.gst_cents),
    }),
  );
}

/** The expenses behind 1B: paid in the period (cash) or incurred in it (accruals); GST × business use. */
export async function expensesOfPeriod(
  db: Executor,
  userId: number,
  query: RecordQuery,
): Promise<{ rows: BasRecordRow[]; total: number }> {
  const column = query.basis === 'cash' ? 'expenses.paid_date' : 'expenses.expense_date';
  let base = ownedRows(db, 'expenses', userId)
    .where('expenses.company_id', '=', query.companyId)
    .where(column, '>=', query.start)
    .where(column, '<=', query.end);
  if (query.withGstOnly) base = base.where('expenses.gst_cents', '<>', 0);
  return recordPage(
    base,
    query,
    (base) =>
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
        .orderBy('expenses.id'),
    (row) => ({
      kind: 'expense',
      id: row.id,
      date: row.date ?? '',
      reference: row.description,
      category: row.category,
      party: row.supplier_name,
      amount: Number(row.amount_cents),
      gst: creditableGst({ gst: Number(row.gst_cents), businessUsePercent: row.business_use_percent }),
    }),
  );
}
