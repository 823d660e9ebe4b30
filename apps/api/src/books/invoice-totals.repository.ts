import { type AdjustmentFact, adjustedOf } from '@sorted/core/adjustment-notes/adjustment-notes';
import { monthOf } from '@sorted/core/dashboard/periods';
import type { LedgerChange } from '@sorted/core/gst/ledger-change';
import type { PaymentFact } from '@sorted/core/invoices/payments';
import { isReceived } from '@sorted/core/invoices/status';
import { type Kysely, sql } from 'kysely';
import { type Executor, isPostgres } from '../db/executor.ts';
import type { Database } from '../db/schema.ts';
import { applyLedgerChange, invoiceSale } from './ledger-totals.repository.ts';

// Part of the books' write path (book.ts applies them; nothing else does).
// The dashboard's totals (income by month, income by client, unpaid by due date), kept right in the
// transaction of every write of an invoice: the write passes the invoice as it was and as it is, and
// the difference is added. `rebuildInvoiceTotals` recomputes them from the invoices themselves.
// Income is the payments, each in the month it was received (a count per payment); what is still due
// on an invoice not paid in full (its total less its adjustment notes and payments) counts by its due
// date. A note on a paid invoice leaves income as received: the credit owed is shown on the invoice.
// The invoices paid in full count once each with what they received (the dashboard's average invoice).

/** What of an invoice the totals depend on. */
export interface InvoiceFacts {
  status: number;
  invoice_date: string;
  due_date: string;
  paid_date: string | null;
  total_cents: number;
  gst_cents: number;
  customer_id: number | null;
  company_id: number;
  /** Set once the invoice is voided: it then counts nowhere (the Book passes null for it). */
  voided_on: string | null;
  /** Its payments, by date then as recorded. */
  payments: readonly PaymentFact[];
  /** Its adjustment notes, by date then as issued. */
  adjustments: readonly AdjustmentFact[];
}

export interface TotalsChange {
  months: Map<string, { count: number; cents: number }>;
  customers: Map<number, { count: number; cents: number }>;
  dues: Map<string, { count: number; cents: number }>;
  /** The invoices paid in full: one entry (key 0) at most. */
  paid: Map<0, { count: number; cents: number }>;
}

function add<K>(map: Map<K, { count: number; cents: number }>, key: K, count: number, cents: number) {
  const entry = map.get(key) ?? { count: 0, cents: 0 };
  entry.count += count;
  entry.cents += cents;
  map.set(key, entry);
}

export const INVOICE_FACTS = [
  'status',
  'invoice_date',
  'due_date',
  'paid_date',
  'total_cents',
  'gst_cents',
  'customer_id',
  'company_id',
  'voided_on',
] as const satisfies readonly (keyof InvoiceFacts)[];

/** The change to the totals when an invoice goes from `before` to `after` (null: not there). Pure. */
export function totalsChange(before: InvoiceFacts | null, after: InvoiceFacts | null): TotalsChange {
  const change: TotalsChange = { months: new Map(), customers: new Map(), dues: new Map(), paid: new Map() };
  for (const [facts, sign] of [
    [before, -1],
    [after, 1],
  ] as const) {
    if (!facts) continue;
    let paid = 0;
    for (const payment of facts.payments) {
      paid += payment.amount;
      add(change.months, monthOf(payment.date), sign, sign * payment.amount);
      if (facts.customer_id !== null) add(change.customers, facts.customer_id, sign, sign * payment.amount);
    }
    if (!isReceived(facts.status)) {
      const adjusted = adjustedOf(facts.adjustments);
      add(change.dues, facts.due_date, sign, sign * (Number(facts.total_cents) - adjusted - paid));
    } else {
      add(change.paid, 0, sign, sign * paid);
    }
  }
  for (const map of [change.months, change.customers, change.dues, change.paid] as Map<
    unknown,
    { count: number; cents: number }
  >[])
    for (const [key, entry] of map) if (entry.count === 0 && entry.cents === 0) map.delete(key);
  return change;
}

const sorted = <K extends string | number, V>(map: Map<K, V>) =>
  [...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/**
 * Applies the change of one invoice's write to the user's totals (the dashboard's, and the ledger's that
 * the BAS and the profit and loss read); call inside the write's transaction.
 */
export async function applyInvoiceTotals(
  db: Executor,
  userId: number,
  before: InvoiceFacts | null,
  after: InvoiceFacts | null,
  /** The ledger's change worked out already (by the books' lock), if it was. */
  ledger?: LedgerChange,
): Promise<void> {
  const change = totalsChange(before, after);
  // Rows are always updated in the same order (by table, then by key), so two writes cannot deadlock.
  for (const [month, { count, cents }] of sorted(change.months)) {
    await db
      .insertInto('invoice_month_totals')
      .values({ user_id: userId, month, paid_count: count, paid_cents: cents })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'month']).doUpdateSet((eb) => ({
          paid_count: eb('invoice_month_totals.paid_count', '+', count),
          paid_cents: eb('invoice_month_totals.paid_cents', '+', cents),
        })),
      )
      .execute();
  }
  for (const [customerId, { count, cents }] of sorted(change.customers)) {
    await db
      .insertInto('invoice_customer_totals')
      .values({ user_id: userId, customer_id: customerId, paid_count: count, paid_cents: cents })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'customer_id']).doUpdateSet((eb) => ({
          paid_count: eb('invoice_customer_totals.paid_count', '+', count),
          paid_cents: eb('invoice_customer_totals.paid_cents', '+', cents),
        })),
      )
      .execute();
  }
  for (const [dueDate, { count, cents }] of sorted(change.dues)) {
    await db
      .insertInto('invoice_due_totals')
      .values({ user_id: userId, due_date: dueDate, unpaid_count: count, unpaid_cents: cents })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'due_date']).doUpdateSet((eb) => ({
          unpaid_count: eb('invoice_due_totals.unpaid_count', '+', count),
          unpaid_cents: eb('invoice_due_totals.unpaid_cents', '+', cents),
        })),
      )
      .execute();
  }
  for (const [, { count, cents }] of change.paid) {
    await db
      .insertInto('invoice_paid_totals')
      .values({ user_id: userId, paid_count: count, paid_cents: cents })
      .onConflict((conflict) =>
        conflict.column('user_id').doUpdateSet((eb) => ({
          paid_count: eb('invoice_paid_totals.paid_count', '+', count),
          paid_cents: eb('invoice_paid_totals.paid_cents', '+', cents),
        })),
      )
      .execute();
  }
  await applyLedgerChange(db, userId, before && invoiceSale(before), after && invoiceSale(after), ledger);
}

/**
 * Recomputes the totals from the invoices, for one user or for everyone, in one transaction (a write
 * that comes meanwhile waits for it, so nothing is counted twice or lost).
 */
export async function rebuildInvoiceTotals(db: Kysely<Database>, userId?: number): Promise<void> {
  const only = userId === undefined ? sql`` : sql`and user_id = ${userId}`;
  const onlyInvoices = userId === undefined ? sql`` : sql`and invoices.user_id = ${userId}`;
  await db.transaction().execute(async (trx) => {
    // No invoice or payment is written while the totals are recounted (SQLite has one writer at a time anyway).
    if (isPostgres(trx)) {
      await sql`lock table invoices, invoice_payments, adjustment_notes in share mode`.execute(trx);
    }
    for (const table of [
      'invoice_month_totals',
      'invoice_customer_totals',
      'invoice_due_totals',
      'invoice_paid_totals',
    ] as const) {
      let remove = trx.deleteFrom(table);
      if (userId !== undefined) remove = remove.where('user_id', '=', userId);
      await remove.execute();
    }
    await sql`
      insert into invoice_month_totals (user_id, month, paid_count, paid_cents)
      select user_id, substr(paid_on, 1, 7), count(*), sum(amount_cents)
      from invoice_payments where not exists (select 1 from invoices
        where invoices.id = invoice_payments.invoice_id and invoices.voided_on is not null) ${only}
      group by user_id, substr(paid_on, 1, 7)`.execute(trx);
    await sql`
      insert into invoice_customer_totals (user_id, customer_id, paid_count, paid_cents)
      select invoices.user_id, invoices.customer_id, count(*), sum(invoice_payments.amount_cents)
      from invoice_payments join invoices on invoices.id = invoice_payments.invoice_id
      where invoices.customer_id is not null and invoices.voided_on is null ${onlyInvoices}
      group by invoices.user_id, invoices.customer_id`.execute(trx);
    await sql`
      insert into invoice_due_totals (user_id, due_date, unpaid_count, unpaid_cents)
      select user_id, due_date, count(*), sum(total_cents - (
        select coalesce(sum(amount_cents), 0) from invoice_payments
        where invoice_payments.invoice_id = invoices.id) - (
        select coalesce(sum(amount_cents), 0) from adjustment_notes
        where adjustment_notes.invoice_id = invoices.id))
      from invoices where status = 0 and voided_on is null ${only}
      group by user_id, due_date`.execute(trx);
    await sql`
      insert into invoice_paid_totals (user_id, paid_count, paid_cents)
      select user_id, count(*), sum((select coalesce(sum(amount_cents), 0) from invoice_payments
        where invoice_payments.invoice_id = invoices.id))
      from invoices where status <> 0 and voided_on is null ${only}
      group by user_id`.execute(trx);
  });
  // Fresh statistics for PostgreSQL's planner (SQLite's come from PRAGMA optimize, hourly).
  if (isPostgres(db)) {
    await sql`analyze invoice_month_totals, invoice_customer_totals, invoice_due_totals, invoice_paid_totals`.execute(
      db,
    );
  }
}
