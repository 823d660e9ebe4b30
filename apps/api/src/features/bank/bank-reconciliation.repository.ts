import type { ReconcileKind } from '@sorted/core/bank/reconcile/reconcile-kinds';
import type { Transaction } from 'kysely';
import { type Executor, forUpdate } from '../../db/executor.ts';
import { ownedRow, ownedRows, updateOwned } from '../../db/owned.ts';
import type { Database } from '../../db/schema.ts';
import type { BankLineRow } from './bank-lines.repository.ts';

// A line's reconciliation: the line locked, marked, and what it became read back; the invoices and bills
// a decision names, read to check them. Every query names its owner: another user's id finds nothing.

export type LineToReconcile = BankLineRow & { company_id: number };

/** One of the user's lines with its account's business, locked until the transaction ends. */
export async function lockBankLine(
  trx: Transaction<Database>,
  userId: number,
  id: number,
): Promise<LineToReconcile | undefined> {
  // A line of an import still being written is not there yet (import-statement.ts).
  const line = await forUpdate(
    trx,
    ownedRow(trx, 'bank_lines', userId, id).selectAll().where('bank_lines.status', '!=', 'importing'),
  ).executeTakeFirst();
  if (!line) return undefined;
  // An import being undone (or its account deleted) marks itself undone first and then deletes its lines
  // a batch at a time: its lines are no longer there to decide on. Locked, so that an undo waits for a
  // decision under way and then sees its line reconciled (undo-bank-import.ts).
  const fromImport = await forUpdate(
    trx,
    ownedRow(trx, 'bank_imports', userId, line.import_id).select('undone_at'),
  ).executeTakeFirst();
  if (!fromImport || fromImport.undone_at !== null) return undefined;
  const account = await ownedRow(trx, 'bank_accounts', userId, line.bank_account_id)
    .select('company_id')
    .executeTakeFirstOrThrow();
  return { ...line, amount_cents: Number(line.amount_cents), company_id: account.company_id };
}

export async function markLineReconciled(
  db: Executor,
  userId: number,
  id: number,
  reconciled: { kind: ReconcileKind; at: string } | null,
): Promise<void> {
  await updateOwned(db, 'bank_lines', userId, id)
    .set({
      status: reconciled ? 'reconciled' : 'unreconciled',
      reconciled_kind: reconciled?.kind ?? null,
      reconciled_at: reconciled?.at ?? null,
    })
    .execute();
}

/** What a decision needs to know of the invoices it names, in one query. */
export interface InvoiceToPay {
  id: number;
  company_id: number;
  voided_on: string | null;
  /** Still owed: the total less its notes and payments (core's settlement, kept on the row). */
  outstanding_cents: number;
}

export async function invoicesToPay(
  db: Executor,
  userId: number,
  ids: readonly number[],
): Promise<Map<number, InvoiceToPay>> {
  if (ids.length === 0) return new Map();
  const rows = await ownedRows(db, 'invoices', userId)
    .select((eb) => [
      'id',
      'company_id',
      'voided_on',
      eb(eb('total_cents', '-', eb.ref('adjusted_cents')), '-', eb.ref('paid_cents')).as('outstanding_cents'),
    ])
    .where('id', 'in', ids)
    .execute();
  return new Map(
    rows.map((row) => [row.id, { ...row, outstanding_cents: Math.max(0, Number(row.outstanding_cents)) }]),
  );
}

/** What a decision needs to know of the bill it names. */
export async function billToPay(
  db: Executor,
  userId: number,
  id: number,
): Promise<{ company_id: number; amount_cents: number; paid_date: string | null } | undefined> {
  const row = await ownedRow(db, 'expenses', userId, id)
    .select(['company_id', 'amount_cents', 'paid_date'])
    .executeTakeFirst();
  return row && { ...row, amount_cents: Number(row.amount_cents) };
}

type Reconciled = Pick<BankLineRow, 'id' | 'amount_cents' | 'reconciled_kind' | 'reconciled_at'>;

/** What each reconciled line of a page became: its payments with their invoices' numbers, its expense. */
export async function recordsOfLines(db: Executor, userId: number, lines: readonly Reconciled[]) {
  const ids = lines.filter((line) => line.reconciled_kind !== null).map((line) => line.id);
  if (ids.length === 0) return { payments: [], expenses: [] };
  const [payments, expenses] = await Promise.all([
    ownedRows(db, 'invoice_payments', userId)
      .innerJoin('invoices', 'invoices.id', 'invoice_payments.invoice_id')
      .select([
        'invoice_payments.id',
        'invoice_payments.bank_line_id',
        'invoice_payments.invoice_id',
        'invoices.name as invoice_number',
        'invoice_payments.amount_cents',
      ])
      .where('invoice_payments.bank_line_id', 'in', ids)
      .orderBy('invoice_payments.id')
      .execute(),
    ownedRows(db, 'expenses', userId)
      .select(['id', 'bank_line_id', 'supplier_name', 'category', 'amount_cents'])
      .where('bank_line_id', 'in', ids)
      .execute(),
  ]);
  return { payments, expenses };
}
