import type { Locale } from '@sorted/core/i18n/locales';
import type { bankAccountEditSchema, bankAccountSchema } from '@sorted/core/schemas/bank-accounts';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { companyOfUser } from '../../db/owned.ts';
import { notFound } from '../../lib/http-error.ts';
import { conflictError, relationshipError } from '../../lib/validation.ts';
import { fileStore } from '../../storage/file-store.ts';
import {
  type BankAccountFields,
  deleteBankAccount,
  insertBankAccount,
  lockBankAccount,
  updateBankAccount,
} from './bank-accounts.repository.ts';
import { markImportsOfAccountUndone } from './bank-imports.repository.ts';
import { deleteLinesInBatches, hasReconciledLine } from './bank-lines.repository.ts';

// A bank account's writes. Its business must be one of the owner's live ones; it goes, with its imports,
// lines and statement files, only while nothing of it is reconciled (what was reconciled became payments
// and expenses of the books, which keep pointing at their lines).

type BankAccountEdit = z.output<typeof bankAccountEditSchema>;
type BankAccountInput = z.output<typeof bankAccountSchema>;

async function liveCompanyId(db: Db, userId: number, companyId: number, locale: Locale): Promise<number> {
  const company = await companyOfUser(db.kysely, userId, companyId);
  if (!company) throw relationshipError(locale, 'company', 'company_required');
  return company.id;
}

const fieldsOf = (input: BankAccountEdit): Partial<BankAccountFields> => ({
  ...(input.name === undefined ? {} : { name: input.name }),
  ...(input.bsb === undefined ? {} : { bsb: input.bsb }),
  ...(input.account_number === undefined ? {} : { account_number: input.account_number }),
  ...(input.opening_balance === undefined ? {} : { opening_balance_cents: input.opening_balance }),
  ...(input.opening_date === undefined ? {} : { opening_date: input.opening_date }),
});

export async function createBankAccount(
  db: Db,
  userId: number,
  input: BankAccountInput,
  companyId: number,
  locale: Locale,
): Promise<number> {
  return insertBankAccount(db.kysely, userId, {
    company_id: await liveCompanyId(db, userId, companyId, locale),
    name: input.name,
    bsb: input.bsb,
    account_number: input.account_number,
    opening_balance_cents: input.opening_balance,
    opening_date: input.opening_date,
  });
}

/** Changes what the edit sends; `companyId` moves the account to another of the owner's businesses. */
export async function editBankAccount(
  db: Db,
  userId: number,
  id: number,
  input: BankAccountEdit,
  companyId: number | undefined,
  locale: Locale,
): Promise<void> {
  const company =
    companyId === undefined ? {} : { company_id: await liveCompanyId(db, userId, companyId, locale) };
  await updateBankAccount(
    db.kysely,
    userId,
    id,
    { ...fieldsOf(input), ...company },
    new Date().toISOString(),
  );
}

/** Deletes the account, its imports, lines and statement files, in one transaction; 409 once reconciled. */
export async function removeBankAccount(db: Db, userId: number, id: number, locale: Locale): Promise<void> {
  // As an undo does (undo-bank-import.ts): every import marked undone first, so that no line of the
  // account can be reconciled meanwhile; then the lines a batch at a time; then the rest at once. A
  // server stopping half-way leaves the account with its imports undone, to delete again.
  await db.kysely.transaction().execute(async (trx) => {
    if (!(await lockBankAccount(trx, userId, id))) throw notFound();
    // Marked first: a decision under way holds its line's import, so the mark waits for it, and the
    // check below then sees its line reconciled (and takes the mark back with the refusal).
    await markImportsOfAccountUndone(trx, userId, id, new Date().toISOString());
    if (await hasReconciledLine(trx, userId, { accountId: id })) {
      throw conflictError(locale, 'bank_account_has_reconciled');
    }
  });
  await deleteLinesInBatches(db.kysely, userId, { accountId: id });
  await db.kysely.transaction().execute(async (trx) => {
    if (!(await lockBankAccount(trx, userId, id))) throw notFound();
    for (const fileId of await deleteBankAccount(trx, userId, id)) {
      await fileStore.removeById(trx, userId, fileId);
    }
  });
}
