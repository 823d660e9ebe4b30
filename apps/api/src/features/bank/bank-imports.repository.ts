import type { Selectable, Transaction } from 'kysely';
import { type Executor, forUpdate } from '../../db/executor.ts';
import { ownedRow, ownedRows, updateOwned } from '../../db/owned.ts';
import { type PageWindow, pageOf } from '../../db/page.ts';
import type { BankImportsTable, Database } from '../../db/schema.ts';

// Every query names its owner (db/owned.ts): another user's id finds nothing.
export type BankImportRow = Selectable<BankImportsTable>;
/** An import with whether it can still be undone: not undone, and none of its lines reconciled. */
export type BankImportWithState = BankImportRow & { undoable: boolean };

export type BankImportFields = Omit<
  BankImportRow,
  'id' | 'user_id' | 'created_at' | 'undone_at' | 'completed_at'
>;

const withState = (query: ReturnType<typeof ownedRows<'bank_imports'>>) =>
  query
    .selectAll('bank_imports')
    .select((eb) =>
      eb
        .and([
          eb('bank_imports.undone_at', 'is', null),
          eb('bank_imports.completed_at', 'is not', null),
          eb.not(
            eb.exists(
              eb
                .selectFrom('bank_lines')
                .select('bank_lines.id')
                .whereRef('bank_lines.import_id', '=', 'bank_imports.id')
                .where('bank_lines.status', '=', 'reconciled'),
            ),
          ),
        ])
        .as('undoable'),
    );

// SQLite answers a condition as 0 or 1.
const normalised = (row: BankImportRow & { undoable: boolean | number }): BankImportWithState => ({
  ...row,
  undoable: Boolean(row.undoable),
});

export async function insertBankImport(
  db: Executor,
  userId: number,
  fields: BankImportFields,
): Promise<number> {
  const row = await db
    .insertInto('bank_imports')
    .values({ ...fields, user_id: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findBankImport(
  db: Executor,
  userId: number,
  id: number,
): Promise<BankImportWithState | undefined> {
  const row = await withState(ownedRow(db, 'bank_imports', userId, id)).executeTakeFirst();
  return row && normalised(row);
}

/** The account's imports, newest first (one still being written is not listed yet). */
export async function listBankImports(
  db: Executor,
  userId: number,
  accountId: number,
  window: PageWindow,
): Promise<{ rows: BankImportWithState[]; total: number }> {
  const base = ownedRows(db, 'bank_imports', userId)
    .where('bank_imports.bank_account_id', '=', accountId)
    .where('bank_imports.completed_at', 'is not', null);
  const page = await pageOf(base, window, (imports) => withState(imports).orderBy('bank_imports.id', 'desc'));
  return { rows: page.rows.map(normalised), total: page.total };
}

/** The user's import, locked until the transaction ends. */
export async function lockBankImport(
  trx: Transaction<Database>,
  userId: number,
  id: number,
): Promise<BankImportRow | undefined> {
  return forUpdate(trx, ownedRow(trx, 'bank_imports', userId, id).selectAll()).executeTakeFirst();
}

export async function markBankImportUndone(
  db: Executor,
  userId: number,
  id: number,
  now: string,
): Promise<void> {
  await updateOwned(db, 'bank_imports', userId, id).set({ undone_at: now, stored_file_id: null }).execute();
}

/** Marks every import of the account not undone yet as undone (its stored file kept, for the account's deletion). */
export async function markImportsOfAccountUndone(
  db: Executor,
  userId: number,
  accountId: number,
  now: string,
): Promise<void> {
  await db
    .updateTable('bank_imports')
    .set({ undone_at: now })
    .where('user_id', '=', userId)
    .where('bank_account_id', '=', accountId)
    .where('undone_at', 'is', null)
    .execute();
}

/** The account's imports whose lines are still being written (or whose writing stopped half-way). */
export function unfinishedBankImports(
  db: Executor,
  userId: number,
  accountId: number,
): Promise<Pick<BankImportRow, 'id' | 'stored_file_id' | 'created_at'>[]> {
  return ownedRows(db, 'bank_imports', userId)
    .select(['bank_imports.id', 'bank_imports.stored_file_id', 'bank_imports.created_at'])
    .where('bank_imports.bank_account_id', '=', accountId)
    .where('bank_imports.completed_at', 'is', null)
    .execute();
}

export async function completeBankImport(
  db: Executor,
  userId: number,
  id: number,
  now: string,
): Promise<void> {
  await updateOwned(db, 'bank_imports', userId, id).set({ completed_at: now }).execute();
}

export async function deleteBankImport(db: Executor, userId: number, id: number): Promise<void> {
  await db.deleteFrom('bank_imports').where('user_id', '=', userId).where('id', '=', id).execute();
}
