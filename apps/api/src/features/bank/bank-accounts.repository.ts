import type { ExpressionBuilder, Selectable, Transaction } from 'kysely';
import { type Executor, forUpdate } from '../../db/executor.ts';
import { ownedRow, ownedRows, updateOwned } from '../../db/owned.ts';
import { type PageWindow, pageOf } from '../../db/page.ts';
import type { BankAccountsTable, Database } from '../../db/schema.ts';

// Every query names its owner (db/owned.ts): another user's id finds nothing.
export type BankAccountRow = Selectable<BankAccountsTable>;

/** What an account's form sets. */
export type BankAccountFields = Pick<
  BankAccountRow,
  'company_id' | 'name' | 'bsb' | 'account_number' | 'opening_balance_cents' | 'opening_date'
>;

/** An account with its business's name and the figures its lines give, in cents. */
export type BankAccountWithFigures = BankAccountRow & {
  company_name: string;
  /** The newest line's balance (by date, then id) when it carries one; else opening + every line. */
  statement_balance_cents: number;
  /** Opening + the reconciled lines. */
  reconciled_balance_cents: number;
  unreconciled_count: number;
};

type AccountScope = ExpressionBuilder<Database, 'bank_accounts'>;

// Each figure is one index-backed lookup per account: the newest line by (account, date, id), the
// reconciled and unreconciled lines by (account, status, …). The sum of every line, which reads them
// all, is taken only when the newest line carries no balance (coalesce evaluates no further).
const linesOf = (eb: AccountScope) =>
  eb
    .selectFrom('bank_lines')
    .whereRef('bank_lines.bank_account_id', '=', 'bank_accounts.id')
    .where('bank_lines.status', '!=', 'importing');

const sumOf = (eb: AccountScope, status?: 'reconciled') =>
  eb.fn.coalesce(
    linesOf(eb)
      .select((inner) => inner.fn.sum<number>('bank_lines.amount_cents').as('total'))
      .$if(status !== undefined, (query) => query.where('bank_lines.status', '=', 'reconciled'))
      .$asScalar(),
    eb.lit(0),
  );

const withFigures = (eb: AccountScope) => [
  eb
    .selectFrom('companies')
    .select('companies.name')
    .whereRef('companies.id', '=', 'bank_accounts.company_id')
    .$asScalar()
    .$notNull()
    .as('company_name'),
  eb.fn
    .coalesce(
      linesOf(eb)
        .select('bank_lines.balance_cents')
        .orderBy('bank_lines.date', 'desc')
        .orderBy('bank_lines.id', 'desc')
        .limit(1)
        .$asScalar(),
      eb(eb.ref('bank_accounts.opening_balance_cents'), '+', sumOf(eb)),
    )
    .$notNull()
    .as('statement_balance_cents'),
  eb(eb.ref('bank_accounts.opening_balance_cents'), '+', sumOf(eb, 'reconciled')).as(
    'reconciled_balance_cents',
  ),
  linesOf(eb)
    .select((inner) => inner.fn.countAll<number>().as('count'))
    .where('bank_lines.status', '=', 'unreconciled')
    .$asScalar()
    .$notNull()
    .as('unreconciled_count'),
];

// PostgreSQL sums bigints as numeric, which comes back as text.
const normalised = (row: BankAccountWithFigures): BankAccountWithFigures => ({
  ...row,
  statement_balance_cents: Number(row.statement_balance_cents),
  reconciled_balance_cents: Number(row.reconciled_balance_cents),
  unreconciled_count: Number(row.unreconciled_count),
});

export async function listBankAccounts(
  db: Executor,
  userId: number,
  window: PageWindow & { sort: 'name' | 'created_at'; direction: 'asc' | 'desc' },
): Promise<{ rows: BankAccountWithFigures[]; total: number }> {
  const page = await pageOf(ownedRows(db, 'bank_accounts', userId), window, (accounts) =>
    accounts
      .selectAll('bank_accounts')
      .select(withFigures)
      .orderBy(`bank_accounts.${window.sort}`, window.direction)
      .orderBy('bank_accounts.id', window.direction),
  );
  return { rows: page.rows.map(normalised), total: page.total };
}

export async function findBankAccount(
  db: Executor,
  userId: number,
  id: number,
): Promise<BankAccountWithFigures | undefined> {
  const row = await ownedRow(db, 'bank_accounts', userId, id)
    .selectAll('bank_accounts')
    .select(withFigures)
    .executeTakeFirst();
  return row && normalised(row);
}

/** The user's account as stored (no figures). */
export async function bankAccountRow(
  db: Executor,
  userId: number,
  id: number,
): Promise<BankAccountRow | undefined> {
  return ownedRow(db, 'bank_accounts', userId, id).selectAll().executeTakeFirst();
}

/**
 * The user's account, locked until the transaction ends: imports, undos and its deletion take turns
 * (PostgreSQL; SQLite has one writer at a time), so two imports of one file cannot both add its lines.
 */
export async function lockBankAccount(
  trx: Transaction<Database>,
  userId: number,
  id: number,
): Promise<BankAccountRow | undefined> {
  return forUpdate(trx, ownedRow(trx, 'bank_accounts', userId, id).selectAll()).executeTakeFirst();
}

export async function insertBankAccount(
  db: Executor,
  userId: number,
  fields: BankAccountFields,
): Promise<number> {
  const row = await db
    .insertInto('bank_accounts')
    .values({ ...fields, user_id: userId, column_mapping: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateBankAccount(
  db: Executor,
  userId: number,
  id: number,
  fields: Partial<BankAccountFields & Pick<BankAccountRow, 'column_mapping'>>,
  now: string,
): Promise<void> {
  await updateOwned(db, 'bank_accounts', userId, id)
    .set({ ...fields, updated_at: now })
    .execute();
}

/** Deletes the account with its imports and lines; answers the stored files of its imports, to remove. */
export async function deleteBankAccount(db: Executor, userId: number, id: number): Promise<number[]> {
  await db.deleteFrom('bank_lines').where('user_id', '=', userId).where('bank_account_id', '=', id).execute();
  const imports = await db
    .deleteFrom('bank_imports')
    .where('user_id', '=', userId)
    .where('bank_account_id', '=', id)
    .returning('stored_file_id')
    .execute();
  await db.deleteFrom('bank_accounts').where('user_id', '=', userId).where('id', '=', id).execute();
  return imports.flatMap((row) => (row.stored_file_id === null ? [] : [row.stored_file_id]));
}
