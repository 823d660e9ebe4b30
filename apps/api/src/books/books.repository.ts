import type { HistoryActor, HistoryRecordType } from '@sorted/core/books/history';
import { addDays } from '@sorted/core/dates/calendar';
import { type Selectable, sql, type Transaction } from 'kysely';
import { type Executor, forUpdate, isPostgres } from '../db/executor.ts';
import { ownedRow, ownedRows } from '../db/owned.ts';
import type { Database, RecordHistoryTable } from '../db/schema.ts';

// The books' own tables: the numbering counters and the records' history; and the business row that
// a write and a lodgement of the same business take turns on.

export type HistoryRow = Selectable<RecordHistoryTable>;

/**
 * Holds the business against a lodgement until the write's transaction ends: a lodgement locks the row
 * for update, so it waits for writes in flight and the writes after it see it (PostgreSQL; SQLite runs
 * one write transaction at a time). A key-share lock does not hold back other writes of the business.
 */
export async function holdBusiness(trx: Transaction<Database>, userId: number, companyId: number) {
  if (!isPostgres(trx)) return;
  await sql`select id from companies where id = ${companyId} and user_id = ${userId} for key share`.execute(
    trx,
  );
}

/** The keys of the business's lodged periods that cover any of the months (YYYY-MM), oldest first. */
export async function lodgedPeriodsOf(
  db: Executor,
  userId: number,
  companyId: number,
  months: readonly string[],
): Promise<string[]> {
  if (months.length === 0) return [];
  const rows = await ownedRows(db, 'bas_lodgements', userId)
    .select('period_key')
    .where('company_id', '=', companyId)
    .where((eb) =>
      eb.or(months.map((month) => eb.and([eb('first_month', '<=', month), eb('last_month', '>=', month)]))),
    )
    .orderBy('first_month')
    .execute();
  return rows.map((row) => row.period_key);
}

const counterQuery = (db: Executor, userId: number, companyId: number, kind: string) =>
  ownedRows(db, 'document_numbers', userId)
    .select('last_number')
    .where('company_id', '=', companyId)
    .where('kind', '=', kind);

/** A counter's last number; null before the first (its row is made with an empty one). */
const lastNumberOf = (row: { last_number: string } | undefined) =>
  row?.last_number ? row.last_number : null;

/**
 * The business's counter for a kind of document, locked until the transaction ends (the row is made
 * first, so that two first documents of a business also wait for each other). Null before the first.
 */
export async function lockCounter(
  trx: Transaction<Database>,
  userId: number,
  companyId: number,
  kind: string,
): Promise<string | null> {
  await trx
    .insertInto('document_numbers')
    .values({ user_id: userId, company_id: companyId, kind, last_number: '' })
    .onConflict((conflict) => conflict.columns(['company_id', 'kind']).doNothing())
    .execute();
  const query = counterQuery(trx, userId, companyId, kind);
  return lastNumberOf(await forUpdate(trx, query).executeTakeFirst());
}

export async function setCounter(
  trx: Transaction<Database>,
  userId: number,
  companyId: number,
  kind: string,
  lastNumber: string,
): Promise<void> {
  await trx
    .updateTable('document_numbers')
    .set({ last_number: lastNumber })
    .where('user_id', '=', userId)
    .where('company_id', '=', companyId)
    .where('kind', '=', kind)
    .execute();
}

/** The counter as it stands, unlocked: what the next number would follow. */
export async function counterOf(
  db: Executor,
  userId: number,
  companyId: number,
  kind: string,
): Promise<string | null> {
  return lastNumberOf(await counterQuery(db, userId, companyId, kind).executeTakeFirst());
}

export interface HistoryValues {
  companyId: number | null;
  recordType: HistoryRecordType;
  recordKey: string;
  action: string;
  actor: HistoryActor;
  details: Record<string, unknown>;
}

export async function insertHistory(db: Executor, userId: number, entry: HistoryValues): Promise<void> {
  await db
    .insertInto('record_history')
    .values({
      user_id: userId,
      company_id: entry.companyId,
      record_type: entry.recordType,
      record_key: entry.recordKey,
      action: entry.action,
      actor: entry.actor,
      details: JSON.stringify(entry.details),
    })
    .execute();
}

/** A record's history, oldest first. */
export function historyOf(
  db: Executor,
  userId: number,
  recordType: HistoryRecordType,
  recordKey: string,
): Promise<HistoryRow[]> {
  return ownedRows(db, 'record_history', userId)
    .selectAll()
    .where('record_type', '=', recordType)
    .where('record_key', '=', recordKey)
    .orderBy('id')
    .execute();
}

/** Whether the record is the user's: a history is shown only to its owner (404 otherwise). */
export async function ownsRecord(
  db: Executor,
  userId: number,
  type: HistoryRecordType,
  key: string,
): Promise<boolean> {
  if (type === 'bas-period') {
    const [companyId] = key.split(':');
    const row = await ownedRow(db, 'companies', userId, Number(companyId)).select('id').executeTakeFirst();
    return row !== undefined;
  }
  const table = type === 'invoice' ? 'invoices' : type === 'quote' ? 'quotes' : 'expenses';
  const row = await ownedRow(db, table, userId, Number(key)).select('id').executeTakeFirst();
  return row !== undefined;
}

/** A user's history entries written from `from` to `to` (days, in UTC), oldest first, for the export. */
export function historyBetween(
  db: Executor,
  userId: number,
  from: string,
  to: string,
): Promise<HistoryRow[]> {
  return ownedRows(db, 'record_history', userId)
    .selectAll()
    .where('created_at', '>=', `${from}T00:00:00.000Z`)
    .where('created_at', '<', `${addDays(to, 1)}T00:00:00.000Z`)
    .orderBy('id')
    .execute();
}

/** The numbers of some of a user's invoices, quotes or expenses' suppliers, by id: what the export names. */
export async function recordNames(
  db: Executor,
  userId: number,
  ids: { invoice: number[]; quote: number[]; expense: number[] },
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (ids.invoice.length > 0) {
    const rows = await ownedRows(db, 'invoices', userId)
      .select(['id', 'name'])
      .where('id', 'in', ids.invoice)
      .execute();
    for (const row of rows) names.set(`invoice:${row.id}`, row.name);
  }
  if (ids.quote.length > 0) {
    const rows = await ownedRows(db, 'quotes', userId)
      .select(['id', 'number'])
      .where('id', 'in', ids.quote)
      .execute();
    for (const row of rows) names.set(`quote:${row.id}`, row.number);
  }
  if (ids.expense.length > 0) {
    const rows = await ownedRows(db, 'expenses', userId)
      .select(['id', 'supplier_name', 'expense_date'])
      .where('id', 'in', ids.expense)
      .execute();
    for (const row of rows) names.set(`expense:${row.id}`, `${row.supplier_name} ${row.expense_date}`);
  }
  return names;
}
