import { invoiceNumberValue } from '@sorted/core/bank/reconcile/invoice-references';
import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { containsPattern, matches } from '../../db/like.ts';
import { ownedRows } from '../../db/owned.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { InvoicesTable } from '../../db/schema.ts';
import { invoiceWasSent } from '../../repositories/mail-sendings.repository.ts';
import { INVOICE_SUMMARY_COLUMNS, type InvoiceSummaryRow } from '../../resources/invoices.ts';
import {
  customersMatching,
  type SalesDocumentRows,
  type SalesItemRows,
} from '../../sales-documents/sales-documents.repository.ts';

// Every query names its owner: another user's id finds nothing.
export type InvoiceRow = SalesDocumentRows['invoice'];
export type InvoiceItemRow = SalesItemRows['invoice'];
export type InvoiceValues = Omit<
  Insertable<InvoicesTable>,
  'id' | 'user_id' | 'status' | 'paid_date' | 'number_value' | 'created_at' | 'updated_at'
>;
export type StatusFilter = 'paid' | 'unpaid' | 'overdue' | 'pending';

interface ListValues {
  userId: number;
  pattern: string;
  today: string;
  limit: number;
  offset: number;
}
/** What changes the list's SQL: a search or not, the status filter, the order. */
type ListShape = `${'search' | 'all'} ${StatusFilter | 'any'} ${'asc' | 'desc'}`;

function filteredInvoices(db: Executor, values: ListValues, shape: ListShape) {
  const [search, status] = shape.split(' ');
  let base = db.selectFrom('invoices').where('invoices.user_id', '=', values.userId);
  if (search === 'search') {
    base = base.where((eb) =>
      eb.or([
        matches(eb.fn('lower', ['invoices.name']), values.pattern),
        matches(eb.fn('lower', ['invoices.ref']), values.pattern),
        eb('invoices.customer_id', 'in', customersMatching(db, values.userId, values.pattern)),
      ]),
    );
  }
  // A voided invoice is neither paid nor owed: it shows only in the list of all.
  if (status !== 'any') base = base.where('invoices.voided_on', 'is', null);
  if (status === 'paid') base = base.where('invoices.status', '!=', 0);
  if (status === 'unpaid') base = base.where('invoices.status', '=', 0);
  if (status === 'overdue')
    base = base.where('invoices.status', '=', 0).where('invoices.due_date', '<', values.today);
  if (status === 'pending')
    base = base.where('invoices.status', '=', 0).where('invoices.due_date', '>=', values.today);
  return base;
}

// The list is the app's busiest read: its queries are compiled once (db/prepared-query.ts).
const listPage = preparedQuery((db, values: ListValues, shape: ListShape) => {
  const direction = shape.endsWith('asc') ? 'asc' : 'desc';
  return filteredInvoices(db, values, shape)
    .select(INVOICE_SUMMARY_COLUMNS.map((column) => `invoices.${column}` as const))
    .select(invoiceWasSent)
    .orderBy('invoices.invoice_date', direction)
    .orderBy('invoices.id', direction)
    .limit(values.limit)
    .offset(values.offset);
});
const listCount = preparedQuery((db, values: ListValues, shape: ListShape) =>
  filteredInvoices(db, values, shape).select((eb) => eb.fn.countAll<number>().as('total')),
);

export async function listInvoices(
  db: Executor,
  userId: number,
  options: {
    search: string | undefined;
    status: StatusFilter | undefined;
    today: string;
    limit: number;
    offset: number;
    direction: 'asc' | 'desc';
  },
): Promise<{ rows: InvoiceSummaryRow[]; total: number }> {
  const term = options.search?.toLowerCase();
  const values: ListValues = {
    userId,
    pattern: term ? containsPattern(term) : '',
    today: options.today,
    limit: options.limit,
    offset: options.offset,
  };
  const shape: ListShape = `${term ? 'search' : 'all'} ${options.status ?? 'any'} ${options.direction}`;
  const filtered = term !== undefined || options.status !== undefined;
  const [rows, total] = await Promise.all([
    listPage(db, values, shape),
    filtered
      ? listCount(db, values, shape).then(([row]) => Number(row?.total ?? 0))
      : invoiceCount(db, userId),
  ]);
  return { rows, total };
}

const countOf = preparedQuery((db, values: { userId: number }, _shape: '') =>
  db.selectFrom('invoice_counts').select('invoices').where('user_id', '=', values.userId),
);

export async function invoiceCount(db: Executor, userId: number): Promise<number> {
  const [row] = await countOf(db, { userId }, '');
  return row?.invoices ?? 0;
}

/** Moves the user's invoice count by `change`; part of the transaction that adds or removes invoices. */
export async function adjustInvoiceCount(db: Executor, userId: number, change: number): Promise<void> {
  await db
    .insertInto('invoice_counts')
    .values({ user_id: userId, invoices: Math.max(change, 0) })
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .doUpdateSet((eb) => ({ invoices: eb('invoice_counts.invoices', '+', change) })),
    )
    .execute();
}

export async function insertInvoice(db: Executor, userId: number, values: InvoiceValues): Promise<number> {
  const row = await db
    .insertInto('invoices')
    .values({
      ...values,
      user_id: userId,
      status: 0,
      paid_date: null,
      number_value: invoiceNumberValue(values.name),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateInvoice(
  db: Executor,
  userId: number,
  id: number,
  values: Updateable<InvoicesTable>,
): Promise<boolean> {
  const numbered = values.name === undefined ? {} : { number_value: invoiceNumberValue(values.name) };
  const result = await db
    .updateTable('invoices')
    .set({ ...values, ...numbered })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recordSending(
  db: Executor,
  userId: number,
  invoiceId: number,
  kind: 'invoice' | 'reminder',
  recipient: string,
  reminderStep: number | null = null,
): Promise<void> {
  await db
    .insertInto('invoice_sendings')
    .values({ user_id: userId, invoice_id: invoiceId, kind, recipient, reminder_step: reminderStep })
    .execute();
}

/** Whether the user's invoice is still owed in full or in part (read in the transaction that would remind). */
export async function isUnpaid(db: Executor, userId: number, invoiceId: number): Promise<boolean> {
  const row = await ownedRows(db, 'invoices', userId)
    .select('id')
    .where('id', '=', invoiceId)
    .where('status', '=', 0)
    .where('voided_on', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** The recurring schedule (of the user's) that made the invoice, if one did. */
export async function scheduleOfInvoice(db: Executor, userId: number, invoiceId: number) {
  const row = await db
    .selectFrom('recurring_occurrences')
    .innerJoin('recurring_schedules', 'recurring_schedules.id', 'recurring_occurrences.schedule_id')
    .select('recurring_schedules.id')
    .where('recurring_schedules.user_id', '=', userId)
    .where('recurring_occurrences.invoice_id', '=', invoiceId)
    .executeTakeFirst();
  return row?.id;
}

export async function sendingsOf(db: Executor, userId: number, invoiceId: number) {
  return ownedRows(db, 'invoice_sendings', userId)
    .select(['kind', 'recipient', 'reminder_step', 'sent_at'])
    .where('invoice_id', '=', invoiceId)
    .orderBy('id', 'desc')
    .execute();
}

/** The user's latest invoices to one client, newest first: what a suggestion learns from. */
export async function recentInvoicesOfCustomer(
  db: Executor,
  userId: number,
  customerId: number,
  limit: number,
) {
  return ownedRows(db, 'invoices', userId)
    .select(['id', 'company_id', 'invoice_date', 'due_date'])
    .where('customer_id', '=', customerId)
    .orderBy('invoice_date', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
