import type {
  DeleteQueryBuilder,
  DeleteResult,
  ExpressionBuilder,
  Kysely,
  Selectable,
  SelectQueryBuilder,
  Transaction,
  UpdateQueryBuilder,
  UpdateResult,
} from 'kysely';
import { type Executor, forUpdate } from './executor.ts';
import type { CompaniesTable, CustomersTable, Database } from './schema.ts';

// The owner-scoped lookups every repository starts from: a row is found, changed or removed only
// through its owner's id, so another user's id finds nothing. A query across all accounts belongs in a
// system repository (*.system-repository.ts), never here.

/** The tables whose rows carry their owner (`user_id`). */
export type OwnedTable = {
  [T in keyof Database]: Database[T] extends { user_id: unknown } ? T : never;
}[keyof Database];

/** The owned tables whose rows have an id of their own. */
export type OwnedRecordTable = {
  [T in OwnedTable]: Database[T] extends { id: unknown } ? T : never;
}[OwnedTable];

// Kysely cannot type a query over a table chosen by a type parameter; the callers get the concrete
// table's builder back, typed as if they had written it out.
// biome-ignore lint/suspicious/noExplicitAny: see above
const untyped = (db: Executor) => db as unknown as Kysely<any>;

const rowsOf = (db: Executor, table: string, userId: number) =>
  untyped(db).selectFrom(table).where(`${table}.user_id`, '=', userId);

/** The user's rows of a table: where every owner-scoped read begins. */
export function ownedRows<T extends OwnedTable>(
  db: Executor,
  table: T,
  userId: number,
): SelectQueryBuilder<Database, T, object> {
  return rowsOf(db, table, userId) as never;
}

/** The user's row of a table by its id (none when it is another's). */
export function ownedRow<T extends OwnedRecordTable>(
  db: Executor,
  table: T,
  userId: number,
  id: number,
): SelectQueryBuilder<Database, T, object> {
  return rowsOf(db, table, userId).where(`${table as string}.id`, '=', id) as never;
}

// biome-ignore lint/suspicious/noExplicitAny: as `untyped`
const ownerAndId = (userId: number, id: number) => (eb: ExpressionBuilder<any, any>) =>
  eb.and({ user_id: userId, id });

/** An update of the user's row by its id. */
export function updateOwned<T extends OwnedRecordTable>(db: Executor, table: T, userId: number, id: number) {
  const update = untyped(db).updateTable(table as string);
  return update.where(ownerAndId(userId, id)) as never as UpdateQueryBuilder<Database, T, T, UpdateResult>;
}

/** A delete of the user's row by its id. */
export function deleteOwned<T extends OwnedRecordTable>(db: Executor, table: T, userId: number, id: number) {
  const remove = untyped(db).deleteFrom(table as string);
  return remove.where(ownerAndId(userId, id)) as never as DeleteQueryBuilder<Database, T, DeleteResult>;
}

export type CompanyRow = Selectable<CompaniesTable>;
export type CustomerRow = Selectable<CustomersTable>;

/** The user's live business or client by id: an archived one has left lists and forms. */
function liveRow<T extends 'companies' | 'customers'>(db: Executor, table: T, userId: number, id: number) {
  return ownedRow(db, table, userId, id).selectAll().where('archived_at', 'is', null);
}

/** The user's live business by id. */
export function companyOfUser(db: Executor, userId: number, id: number): Promise<CompanyRow | undefined> {
  return liveRow(db, 'companies', userId, id).executeTakeFirst() as Promise<CompanyRow | undefined>;
}

/**
 * The user's live business, its row locked until the transaction ends (PostgreSQL; SQLite runs one
 * write transaction at a time): writes that must see each other's effect on the business take turns.
 */
export async function lockCompanyOfUser(
  trx: Transaction<Database>,
  userId: number,
  id: number,
): Promise<CompanyRow | undefined> {
  const row = await forUpdate(trx, ownedRow(trx, 'companies', userId, id).selectAll()).executeTakeFirst();
  return row?.archived_at === null ? row : undefined;
}

/** The user's live client by id. */
export function customerOfUser(db: Executor, userId: number, id: number): Promise<CustomerRow | undefined> {
  return liveRow(db, 'customers', userId, id).executeTakeFirst() as Promise<CustomerRow | undefined>;
}

/**
 * Deletes the user's live business or client, or archives it when a record of the books still names it
 * (`namedBy`: the tables whose company_id or customer_id holds its id), so that those records keep
 * showing it; `whenDeleted` removes what goes with a deleted one, in the same transaction. Null when the
 * user has no such live row.
 */
export async function deleteOrArchive<T extends 'companies' | 'customers'>(
  db: Kysely<Database>,
  userId: number,
  target: { table: T; id: number; namedBy: readonly OwnedRecordTable[] },
  now: string,
  whenDeleted?: (trx: Transaction<Database>, row: Selectable<Database[T]>) => Promise<void>,
): Promise<'deleted' | 'archived' | null> {
  const { table, id } = target;
  const column = table === 'companies' ? 'company_id' : 'customer_id';
  return db.transaction().execute(async (trx) => {
    const row = await liveRow(trx, table, userId, id).executeTakeFirst();
    if (!row) return null;
    const [first, ...rest] = target.namedBy.map((named) =>
      untyped(trx).selectFrom(named).select('id').where('user_id', '=', userId).where(column, '=', id),
    );
    const named =
      first &&
      (await rest
        .reduce((union, next) => union.unionAll(next), first)
        .limit(1)
        .executeTakeFirst());
    if (named) {
      // Both tables have archived_at and updated_at; Kysely cannot see it through the type parameter.
      await updateOwned(trx, table as 'companies', userId, id)
        .set({ archived_at: now, updated_at: now })
        .execute();
      return 'archived';
    }
    await deleteOwned(trx, table, userId, id).execute();
    await whenDeleted?.(trx, row as Selectable<Database[T]>);
    return 'deleted';
  });
}
