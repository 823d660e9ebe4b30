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
 * Deletes the user's business or client, or archives it when a record of the books still names it
 * (`namedBy`: the tables whose `column` holds its id), so that those records keep showing it. Null when
 * the user has no such live row. Run it in a transaction: the check and the change belong together.
 */
export async function deleteOrArchive(
  trx: Transaction<Database>,
  userId: number,
  target: { table: 'companies' | 'customers'; id: number; namedBy: readonly OwnedRecordTable[] },
  now: string,
): Promise<'deleted' | 'archived'> {
  const column = target.table === 'companies' ? 'company_id' : 'customer_id';
  const [first, ...rest] = target.namedBy.map((table) =>
    untyped(trx)
      .selectFrom(table as string)
      .select('id')
      .where('user_id', '=', userId)
      .where(column, '=', target.id),
  );
  const named =
    first &&
    (await rest
      .reduce((union, next) => union.unionAll(next), first)
      .limit(1)
      .executeTakeFirst());
  if (named) {
    await updateOwned(trx, target.table, userId, target.id)
      .set({ archived_at: now, updated_at: now })
      .execute();
    return 'archived';
  }
  await deleteOwned(trx, target.table, userId, target.id).execute();
  return 'deleted';
}
