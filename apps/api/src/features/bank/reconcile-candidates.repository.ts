import type { OpenBill } from '@sorted/core/bank/reconcile/expense-suggestion';
import type { OpenInvoice } from '@sorted/core/bank/reconcile/invoice-suggestions';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { ownedRow, ownedRows } from '../../db/owned.ts';
import type { PageWindow } from '../../db/page.ts';
import type { BankLineRow } from './bank-lines.repository.ts';

// What the reconcile screen weighs a page of lines against, fetched by the indexes of migration 0028
// for that page only: open invoices owing one of its amounts, the invoices its narratives' references
// name, the open invoices of the clients they name, the unpaid bills of its amounts. Never every open
// invoice. Every query names its owner and the account's business.

// The owner is named through the account (one of theirs, or none), so that the lines are read and
// counted by the index (account, status, date, id) alone, not through the user's whole history.
const unreconciledOf = (db: Executor, userId: number, accountId: number) =>
  db
    .selectFrom('bank_lines')
    .where(
      'bank_lines.bank_account_id',
      '=',
      ownedRow(db, 'bank_accounts', userId, accountId).select('bank_accounts.id'),
    )
    .where('bank_lines.status', '=', 'unreconciled');

/** A page of the account's unreconciled lines, oldest first (date, then id): the reconcile screen's order. */
export function unreconciledLines(
  db: Executor,
  userId: number,
  accountId: number,
  window: PageWindow,
): Promise<BankLineRow[]> {
  return unreconciledOf(db, userId, accountId)
    .selectAll('bank_lines')
    .orderBy('bank_lines.date')
    .orderBy('bank_lines.id')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}

/** How many lines of the account are unreconciled. */
export async function unreconciledCount(db: Executor, userId: number, accountId: number): Promise<number> {
  const row = await unreconciledOf(db, userId, accountId)
    .select(sql<number>`count(*)`.as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The account's unreconciled lines among `ids` (others are not there to accept). */
export function unreconciledLinesIn(
  db: Executor,
  userId: number,
  accountId: number,
  ids: readonly number[],
): Promise<BankLineRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return ownedRows(db, 'bank_lines', userId)
    .selectAll('bank_lines')
    .where('bank_lines.bank_account_id', '=', accountId)
    .where('bank_lines.id', 'in', ids)
    .where('bank_lines.status', '!=', 'importing')
    .execute();
}

// The expression of the index invoices_user_outstanding, written as it is there (unqualified, one table).
const OUTSTANDING = sql<number>`(total_cents - adjusted_cents - paid_cents)`;

// An amount shared by many open invoices says little more after this many (they are all ambiguous);
// a client named with many open invoices is weighed by its oldest due.
const PER_AMOUNT_ROWS = 50;
const PER_CLIENT_ROWS = 100;
const PER_VALUE_ROWS = 20;

/** An open invoice as fetched, before its client's name is known. */
export interface InvoiceCandidate extends Omit<OpenInvoice, 'clientName'> {
  customerId: number | null;
  /** The client as the invoice was saved, for an invoice whose client is gone. */
  savedClient: string | null;
}

const openInvoices = (db: Executor, userId: number, companyId: number) =>
  ownedRows(db, 'invoices', userId)
    .select([
      'id',
      'name',
      'customer_id',
      'customer_details',
      'invoice_date',
      'due_date',
      OUTSTANDING.as('outstanding_cents'),
    ])
    .where('status', '=', 0)
    .where('company_id', '=', companyId)
    .where('voided_on', 'is', null)
    .where(OUTSTANDING, '>', 0);

type InvoiceRow = {
  id: number;
  name: string;
  customer_id: number | null;
  customer_details: string | null;
  invoice_date: string;
  due_date: string;
  outstanding_cents: number;
};

function savedClientName(details: string | null): string | null {
  if (details === null) return null;
  try {
    const parsed = JSON.parse(details) as { name?: unknown };
    return typeof parsed.name === 'string' ? parsed.name : null;
  } catch {
    return null;
  }
}

const candidateOf = (row: InvoiceRow): InvoiceCandidate => ({
  id: row.id,
  number: row.name,
  customerId: row.customer_id,
  savedClient: savedClientName(row.customer_details),
  issueDate: row.invoice_date,
  dueDate: row.due_date,
  outstandingCents: Number(row.outstanding_cents),
});

/** The business's open invoices owing exactly one of `amounts` (cents), oldest due first per amount. */
export async function invoicesOwing(
  db: Executor,
  userId: number,
  companyId: number,
  amounts: readonly number[],
): Promise<InvoiceCandidate[]> {
  if (amounts.length === 0) return [];
  const rows = await openInvoices(db, userId, companyId)
    .where(OUTSTANDING, 'in', [...amounts])
    .orderBy('due_date')
    .orderBy('id')
    .limit(PER_AMOUNT_ROWS * amounts.length)
    .execute();
  const perAmount = new Map<number, number>();
  return (rows as InvoiceRow[]).map(candidateOf).filter((invoice) => {
    const seen = perAmount.get(invoice.outstandingCents) ?? 0;
    perAmount.set(invoice.outstandingCents, seen + 1);
    return seen < PER_AMOUNT_ROWS;
  });
}

/** The business's open invoices whose number ends in one of `values` (core's invoiceNumberValue). */
export async function invoicesNumbered(
  db: Executor,
  userId: number,
  companyId: number,
  values: readonly string[],
): Promise<InvoiceCandidate[]> {
  if (values.length === 0) return [];
  const rows = await openInvoices(db, userId, companyId)
    .where('number_value', 'in', [...values])
    .orderBy('id')
    .limit(PER_VALUE_ROWS * values.length)
    .execute();
  return (rows as InvoiceRow[]).map(candidateOf);
}

/** The business's open invoices of each of the clients, the oldest due first, at most PER_CLIENT_ROWS each. */
export async function invoicesOfClients(
  db: Executor,
  userId: number,
  companyId: number,
  customerIds: readonly number[],
): Promise<InvoiceCandidate[]> {
  // One query a client, each by the index (user, customer, status, due date) and bounded on its own.
  const each = await Promise.all(
    customerIds.map((customerId) =>
      openInvoices(db, userId, companyId)
        .where('customer_id', '=', customerId)
        .orderBy('due_date')
        .orderBy('id')
        .limit(PER_CLIENT_ROWS)
        .execute(),
    ),
  );
  return each.flat().map((row) => candidateOf(row as InvoiceRow));
}

/** The owner's clients, archived ones too (their invoices may still be owed), in the order they were added. */
export async function clientNames(db: Executor, userId: number): Promise<Map<number, string>> {
  const rows = await ownedRows(db, 'customers', userId).select(['id', 'name']).orderBy('id').execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The business's unpaid bills costing one of `amounts` (positive cents). */
export async function billsCosting(
  db: Executor,
  userId: number,
  companyId: number,
  amounts: readonly number[],
): Promise<OpenBill[]> {
  if (amounts.length === 0) return [];
  const rows = await ownedRows(db, 'expenses', userId)
    .select(['id', 'supplier_name', 'amount_cents', 'due_date'])
    .where('company_id', '=', companyId)
    .where('paid_date', 'is', null)
    .where('amount_cents', 'in', [...amounts])
    .orderBy('id')
    .limit(PER_AMOUNT_ROWS * amounts.length)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    supplierName: row.supplier_name,
    amountCents: Number(row.amount_cents),
    dueDate: row.due_date,
  }));
}

/** The business's GST registration (a rule's expense GST follows it). */
export async function businessOfAccount(
  db: Executor,
  userId: number,
  accountId: number,
): Promise<{ companyId: number; gstRegistered: boolean } | undefined> {
  const row = await ownedRows(db, 'bank_accounts', userId)
    .innerJoin('companies', 'companies.id', 'bank_accounts.company_id')
    .select(['bank_accounts.company_id', 'companies.gst_registered'])
    .where('bank_accounts.id', '=', accountId)
    .executeTakeFirst();
  return row && { companyId: row.company_id, gstRegistered: Boolean(row.gst_registered) };
}
