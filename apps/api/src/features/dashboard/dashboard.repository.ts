import { type Kysely, sql } from 'kysely';
import { ownedRows } from '../../db/owned.ts';
import type { Database } from '../../db/schema.ts';

// The dashboard reads the totals the invoice writes keep (invoice_*_totals) and a few invoices through
// indexes; nothing here reads all of a user's invoices. Every query names its owner.

type Db = Kysely<Database>;

/** Income per month: payments received, each counted in the month it was received. */
export async function incomeByMonth(
  db: Db,
  userId: number,
): Promise<{ month: string; count: number; cents: number }[]> {
  const rows = await db
    .selectFrom('invoice_month_totals')
    .select(['month', 'paid_count', 'paid_cents'])
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => ({
    month: row.month,
    count: Number(row.paid_count),
    cents: Number(row.paid_cents),
  }));
}

/** The invoices paid in full (not voided): how many, and what they received. */
export async function paidInvoiceTotals(db: Db, userId: number): Promise<{ count: number; cents: number }> {
  const row = await db
    .selectFrom('invoice_paid_totals')
    .select(['paid_count', 'paid_cents'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { count: Number(row?.paid_count ?? 0), cents: Number(row?.paid_cents ?? 0) };
}

/** How many invoices the user has (kept by every create and delete). */
export async function invoiceCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('invoice_counts')
    .select('invoices')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.invoices ?? 0);
}

/** Unpaid invoices: how many, their amount, and how many were due before `today`. */
export async function unpaidTotals(
  db: Db,
  userId: number,
  today: string,
): Promise<{ count: number; cents: number; overdue: number }> {
  const row = await db
    .selectFrom('invoice_due_totals')
    .select([
      sql<number>`coalesce(sum(unpaid_count), 0)`.as('count'),
      sql<number>`coalesce(sum(unpaid_cents), 0)`.as('cents'),
      sql<number>`coalesce(sum(case when due_date < ${today} then unpaid_count else 0 end), 0)`.as('overdue'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), cents: Number(row.cents), overdue: Number(row.overdue) };
}

/**
 * The clients who paid the most, most first; ties by name, then by id. A deleted client (kept archived
 * for its invoices) is left out: its link would lead nowhere. In small steps that each use an index,
 * whatever the planner knows of the tables: the leaders' totals, then every total that ties with the
 * last of them, with the clients' names.
 */
export async function topCustomers(
  db: Db,
  userId: number,
  limit: number,
): Promise<{ id: number; name: string; cents: number }[]> {
  const listed = () =>
    db
      .selectFrom('invoice_customer_totals as totals')
      .innerJoin('customers', (join) =>
        join
          .onRef('customers.id', '=', 'totals.customer_id')
          .on('customers.user_id', '=', userId)
          .on('customers.archived_at', 'is', null),
      )
      .where('totals.user_id', '=', userId);
  const leaders = await listed()
    .select('totals.paid_cents')
    .where('totals.paid_cents', '>', 0)
    .orderBy('totals.paid_cents', 'desc')
    .limit(limit)
    .execute();
  const floor = leaders.at(-1);
  if (!floor) return [];
  const tied = await listed()
    .select(['customers.id', 'customers.name', 'totals.paid_cents'])
    .where('totals.paid_cents', '>=', Number(floor.paid_cents))
    .execute();
  return tied
    .map((row) => ({ id: row.id, name: row.name, cents: Number(row.paid_cents) }))
    .sort((a, b) => b.cents - a.cents || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || a.id - b.id)
    .slice(0, limit);
}

async function customerNames(db: Db, userId: number, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await ownedRows(db, 'customers', userId)
    .select(['id', 'name'])
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

export interface DashboardInvoiceRow {
  id: number;
  name: string;
  invoice_date: string;
  due_date: string;
  paid_date: string | null;
  status: number;
  total_cents: number;
  paid_cents: number;
  adjusted_cents: number;
  customer_id: number | null;
  customer_name: string | null;
}

const INVOICE_COLUMNS = [
  'id',
  'name',
  'invoice_date',
  'due_date',
  'paid_date',
  'status',
  'total_cents',
  'paid_cents',
  'adjusted_cents',
  'customer_id',
] as const;

/** The few invoices first (through their index), then their clients' names by id. */
async function withCustomerNames(
  db: Db,
  userId: number,
  rows: Omit<DashboardInvoiceRow, 'customer_name'>[],
): Promise<DashboardInvoiceRow[]> {
  const names = await customerNames(
    db,
    userId,
    rows.flatMap((row) => (row.customer_id === null ? [] : [row.customer_id])),
  );
  return rows.map((row) => ({
    ...row,
    customer_name: row.customer_id === null ? null : (names.get(row.customer_id) ?? null),
  }));
}

/** The latest invoices by invoice date (the index on user, date and id), newest first. */
export async function latestInvoices(db: Db, userId: number, limit: number): Promise<DashboardInvoiceRow[]> {
  const rows = await ownedRows(db, 'invoices', userId)
    .select(INVOICE_COLUMNS)
    .where('voided_on', 'is', null)
    .orderBy('invoice_date', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return withCustomerNames(db, userId, rows);
}

/** Unpaid invoices, the earliest due first (the partial index of unpaid invoices by user, due date, id). */
export async function earliestDueUnpaid(
  db: Db,
  userId: number,
  limit: number,
): Promise<DashboardInvoiceRow[]> {
  const rows = await ownedRows(db, 'invoices', userId)
    .select(INVOICE_COLUMNS)
    .where(sql<boolean>`status = 0`)
    .where('voided_on', 'is', null)
    .orderBy('due_date')
    .orderBy('id')
    .limit(limit)
    .execute();
  return withCustomerNames(db, userId, rows);
}
