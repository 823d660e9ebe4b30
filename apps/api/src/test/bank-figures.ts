import { identifyLines } from '@sorted/core/bank/line-identity';
import { expect } from 'vitest';
import { insertBankImport } from '../features/bank/bank-imports.repository.ts';
import { insertBankLines } from '../features/bank/bank-lines.repository.ts';
import { type BankBooks, importedAccount } from './bank-books.ts';
import type { Transaction } from './bank-statements.ts';
import type { TestApp } from './test-app.ts';

// For the tests of the figures that count unreconciled bank lines (dashboard, BAS, profit): more lines
// beside a BankBooks' own, of another business of the same owner, or of an import still being written.

/** Another GST-registered business of the same owner, with an account and a statement of its own. */
export async function otherBusinessWithLines(
  books: BankBooks,
  transactions: readonly Transaction[],
): Promise<string> {
  const company = await books.client.post('/api/v1/companies', {
    data: {
      type: 'companies',
      attributes: {
        name: 'Sorted Gardening',
        abn: '53 004 085 616',
        gst_registered: true,
        gst_registered_from: '2020-01-01',
      },
    },
  });
  expect(company.statusCode, company.body).toBe(201);
  const companyId = company.json().data.id as string;
  await importedAccount(books.client, companyId, transactions, {
    name: 'Savings',
    opening_balance: '0.00',
    opening_date: '2026-01-01',
  });
  return companyId;
}

/**
 * Lines of an import of the books' account that is still being written, stored as the import stores
 * them: hidden ('importing') until it completes.
 */
export async function linesBeingImported(
  context: TestApp,
  books: BankBooks,
  transactions: readonly Transaction[],
): Promise<void> {
  const { kysely } = context.db;
  const accountId = Number(books.accountId);
  const importId = await insertBankImport(kysely, books.userId, {
    bank_account_id: accountId,
    stored_file_id: null,
    file_name: 'CSVData.csv',
    format: 'csv-commbank',
    new_count: transactions.length,
    duplicate_count: 0,
    skipped_count: 0,
    first_date: transactions[0]?.[0] ?? null,
    last_date: transactions.at(-1)?.[0] ?? null,
    gaps: '[]',
  });
  const lines = transactions.map(([date, amountCents, description], index) => ({
    sourceLine: index + 1,
    date,
    amountCents,
    description,
    balanceCents: null,
    bankId: null,
  }));
  await insertBankLines(kysely, books.userId, { accountId, importId }, identifyLines(lines));
}
