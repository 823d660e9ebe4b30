import type { Selectable } from 'kysely';
import { type Executor, forUpdate } from '../../db/executor.ts';
import { deleteOwned, ownedRow, ownedRows, updateOwned } from '../../db/owned.ts';
import type { AssetsTable } from '../../db/schema.ts';

// The asset register (issue 31): every query names its owner, so another user's id finds nothing.
export type AssetRow = Selectable<AssetsTable>;

/** What an asset's form sets. */
export type AssetFields = Omit<AssetRow, 'id' | 'user_id' | 'created_at' | 'updated_at'>;

export function listAssets(db: Executor, userId: number): Promise<AssetRow[]> {
  return ownedRows(db, 'assets', userId).selectAll().orderBy('first_used').orderBy('id').execute();
}

export function findAsset(db: Executor, userId: number, id: number): Promise<AssetRow | undefined> {
  return ownedRow(db, 'assets', userId, id).selectAll().executeTakeFirst();
}

export async function insertAsset(db: Executor, userId: number, fields: AssetFields): Promise<number> {
  const row = await db
    .insertInto('assets')
    .values({ user_id: userId, ...fields })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAsset(
  db: Executor,
  userId: number,
  id: number,
  fields: AssetFields,
  now: string,
): Promise<boolean> {
  const result = await updateOwned(db, 'assets', userId, id)
    .set({ ...fields, updated_at: now })
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteAsset(db: Executor, userId: number, id: number): Promise<boolean> {
  const result = await deleteOwned(db, 'assets', userId, id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/**
 * Whether the expense is one of the user's, of the given business; locked until the transaction ends, so
 * that two assets saved at once from one expense cannot both find it free.
 */
export async function lockExpenseOfBusiness(
  db: Executor,
  userId: number,
  companyId: number,
  expenseId: number,
): Promise<boolean> {
  const row = await forUpdate(
    db,
    ownedRow(db, 'expenses', userId, expenseId).select('id').where('company_id', '=', companyId),
  ).executeTakeFirst();
  return row !== undefined;
}

/** Another of the user's assets recorded from the expense, if any (`except` is the asset being edited). */
export async function assetOfExpense(
  db: Executor,
  userId: number,
  expenseId: number,
  except: number | null,
): Promise<number | undefined> {
  let query = ownedRows(db, 'assets', userId).select('id').where('expense_id', '=', expenseId);
  if (except !== null) query = query.where('id', '!=', except);
  return (await query.executeTakeFirst())?.id;
}

/** The expenses the user's assets were bought with, once each (their figures, their business's id). */
export function expensesOfAssets(db: Executor, userId: number) {
  return ownedRows(db, 'assets', userId)
    .innerJoin('expenses', (join) =>
      join.onRef('expenses.id', '=', 'assets.expense_id').onRef('expenses.user_id', '=', 'assets.user_id'),
    )
    .select([
      'expenses.id',
      'expenses.company_id',
      'expenses.expense_date',
      'expenses.paid_date',
      'expenses.amount_cents',
      'expenses.gst_cents',
      'expenses.business_use_percent',
    ])
    .distinct()
    .execute();
}
