import type { Executor } from '../../db/executor.ts';
import { ownedRows } from '../../db/owned.ts';

// What the accountant's pack reads besides the shared exports: the year's payments, bank lines and
// receipt files, each through the owner's id (another user's rows are simply not there). Receipts are
// listed without their bytes: the pack reads each file as the ZIP reaches it.

/** The payments received from `from` to `to`, with their invoice and business. */
export function paymentsForExport(db: Executor, userId: number, from: string, to: string) {
  return ownedRows(db, 'invoice_payments', userId)
    .innerJoin('invoices', 'invoices.id', 'invoice_payments.invoice_id')
    .innerJoin('companies', 'companies.id', 'invoices.company_id')
    .select([
      'invoice_payments.paid_on',
      'invoice_payments.amount_cents',
      'invoice_payments.method',
      'invoice_payments.note',
      'invoice_payments.bank_line_id',
      'invoices.name as invoice_name',
      'companies.name as company_name',
    ])
    .where('invoices.user_id', '=', userId)
    .where('invoice_payments.paid_on', '>=', from)
    .where('invoice_payments.paid_on', '<=', to)
    .orderBy('invoice_payments.paid_on')
    .orderBy('invoice_payments.id')
    .execute();
}

/** The bank lines dated from `from` to `to`, with their account and business. */
export function bankLinesForExport(db: Executor, userId: number, from: string, to: string) {
  return ownedRows(db, 'bank_lines', userId)
    .innerJoin('bank_accounts', 'bank_accounts.id', 'bank_lines.bank_account_id')
    .innerJoin('companies', 'companies.id', 'bank_accounts.company_id')
    .select([
      'bank_lines.date',
      'bank_lines.amount_cents',
      'bank_lines.description',
      'bank_lines.balance_cents',
      'bank_lines.status',
      'bank_lines.reconciled_kind',
      'bank_accounts.name as account_name',
      'companies.name as company_name',
    ])
    .where('bank_accounts.user_id', '=', userId)
    .where('bank_lines.date', '>=', from)
    .where('bank_lines.date', '<=', to)
    .orderBy('bank_lines.date')
    .orderBy('bank_lines.id')
    .execute();
}

/** The receipt files of the expenses dated from `from` to `to`: their ids and types, not their bytes. */
export function receiptsForExport(db: Executor, userId: number, from: string, to: string) {
  return ownedRows(db, 'expenses', userId)
    .innerJoin('stored_files', 'stored_files.id', 'expenses.receipt_file_id')
    .select([
      'expenses.id',
      'expenses.expense_date',
      'expenses.supplier_name',
      'expenses.receipt_file_id',
      'stored_files.content_type',
    ])
    .where('stored_files.user_id', '=', userId)
    .where('expenses.expense_date', '>=', from)
    .where('expenses.expense_date', '<=', to)
    .orderBy('expenses.expense_date')
    .orderBy('expenses.id')
    .execute();
}
