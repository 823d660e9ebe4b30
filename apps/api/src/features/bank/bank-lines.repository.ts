import type { IdentifiedLine } from '@sorted/core/bank/line-identity';
import type { Kysely, Selectable } from 'kysely';
import { type Executor, letOthersRun } from '../../db/executor.ts';
import { contains } from '../../db/like.ts';
import { ownedRow, ownedRows } from '../../db/owned.ts';
import { type PageWindow, pageOf } from '../../db/page.ts';
import type { BankLineStatus, BankLinesTable, Database } from '../../db/schema.ts';

// Every query names its owner (db/owned.ts): another user's id finds nothing. Queries that may touch
// thousands of lines go in chunks, letting the event loop turn between them (SQLite's queries run
// synchronously: a 10,000-line import in one go would hold every other request).
export type BankLineRow = Selectable<BankLinesTable>;

const CHUNK = 2_000;
/** Rows per insert: 500 × 12 values stays far below both databases' limits on parameters. */
const INSERT_BATCH = 500;

const linesOfAccount = (db: Executor, userId: number, accountId: number) =>
  ownedRows(db, 'bank_lines', userId).where('bank_lines.bank_account_id', '=', accountId);

/** The account's lines as readers see them: an import's lines only once it is whole. */
const shownLinesOf = (db: Executor, userId: number, accountId: number) =>
  linesOfAccount(db, userId, accountId).where('bank_lines.status', '!=', 'importing');

/**
 * What the account's stored lines dated from `from` to `to` are known by, and which of `bankKeys` it
 * already holds at any date: what an import of a file of those dates is checked against. Index-backed
 * (account, date, id) and (account, bank_key), never the whole account.
 */
export async function knownLineKeys(
  db: Executor,
  userId: number,
  accountId: number,
  range: { from: string; to: string },
  bankKeys: readonly string[],
): Promise<{ contentKeys: Set<string>; bankKeys: Set<string> }> {
  const known = { contentKeys: new Set<string>(), bankKeys: new Set<string>() };
  let after: { date: string; id: number } | undefined;
  for (;;) {
    const position = after;
    const rows = await linesOfAccount(db, userId, accountId)
      .select(['bank_lines.id', 'bank_lines.date', 'bank_lines.content_key', 'bank_lines.bank_key'])
      .where('bank_lines.date', '>=', range.from)
      .where('bank_lines.date', '<=', range.to)
      .$if(position !== undefined, (query) =>
        query.where((eb) =>
          eb.or([
            eb('bank_lines.date', '>', position?.date ?? ''),
            eb.and([
              eb('bank_lines.date', '=', position?.date ?? ''),
              eb('bank_lines.id', '>', position?.id ?? 0),
            ]),
          ]),
        ),
      )
      .orderBy('bank_lines.date')
      .orderBy('bank_lines.id')
      .limit(CHUNK)
      .execute();
    for (const row of rows) {
      known.contentKeys.add(row.content_key);
      if (row.bank_key !== null) known.bankKeys.add(row.bank_key);
    }
    const last = rows.at(-1);
    if (!last || rows.length < CHUNK) break;
    await letOthersRun();
    after = { date: last.date, id: last.id };
  }
  for (let start = 0; start < bankKeys.length; start += CHUNK) {
    const rows = await linesOfAccount(db, userId, accountId)
      .select('bank_lines.bank_key')
      .where('bank_lines.bank_key', 'in', bankKeys.slice(start, start + CHUNK))
      .execute();
    for (const row of rows) if (row.bank_key !== null) known.bankKeys.add(row.bank_key);
    await letOthersRun();
  }
  return known;
}

/**
 * Stores a batch of an import's new lines, hidden ('importing') until the import shows them, in the order
 * given (oldest first: ids follow the statement's order).
 */
export async function insertBankLines(
  db: Executor,
  userId: number,
  target: { accountId: number; importId: number },
  lines: readonly IdentifiedLine[],
): Promise<void> {
  for (let start = 0; start < lines.length; start += INSERT_BATCH) {
    await db
      .insertInto('bank_lines')
      .values(
        lines.slice(start, start + INSERT_BATCH).map((line) => ({
          user_id: userId,
          bank_account_id: target.accountId,
          import_id: target.importId,
          date: line.date,
          amount_cents: line.amountCents,
          description: line.description,
          balance_cents: line.balanceCents,
          bank_id: line.bankId,
          content_key: line.contentKey,
          bank_key: line.bankKey,
          source_line: line.sourceLine,
          status: 'importing' as const,
        })),
      )
      .execute();
    await letOthersRun();
  }
}

export type NeighbourLine = Pick<BankLineRow, 'date' | 'amount_cents' | 'balance_cents'>;

/** The account's stored lines just before `from` and just after `to`, if any (for the balance check). */
export async function neighbourLines(
  db: Executor,
  userId: number,
  accountId: number,
  range: { from: string; to: string },
): Promise<{ before: NeighbourLine | undefined; after: NeighbourLine | undefined }> {
  const columns = ['bank_lines.date', 'bank_lines.amount_cents', 'bank_lines.balance_cents'] as const;
  const [before, after] = await Promise.all([
    shownLinesOf(db, userId, accountId)
      .select(columns)
      .where('bank_lines.date', '<', range.from)
      .orderBy('bank_lines.date', 'desc')
      .orderBy('bank_lines.id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    shownLinesOf(db, userId, accountId)
      .select(columns)
      .where('bank_lines.date', '>', range.to)
      .orderBy('bank_lines.date')
      .orderBy('bank_lines.id')
      .limit(1)
      .executeTakeFirst(),
  ]);
  const cents = (line: NeighbourLine | undefined) =>
    line && {
      date: line.date,
      amount_cents: Number(line.amount_cents),
      balance_cents: line.balance_cents === null ? null : Number(line.balance_cents),
    };
  return { before: cents(before), after: cents(after) };
}

export interface BankLineFilters {
  status: BankLineStatus | 'all';
  search: string | undefined;
}

/** A page of the account's lines, newest first (date, then id). */
export async function listBankLines(
  db: Executor,
  userId: number,
  accountId: number,
  filters: BankLineFilters,
  window: PageWindow,
): Promise<{ rows: BankLineRow[]; total: number }> {
  let base = shownLinesOf(db, userId, accountId);
  if (filters.status !== 'all') base = base.where('bank_lines.status', '=', filters.status);
  const term = filters.search?.toLowerCase();
  if (term) base = base.where((eb) => contains(eb.fn('lower', ['bank_lines.description']), term));
  return pageOf(base, window, (lines) =>
    lines.selectAll('bank_lines').orderBy('bank_lines.date', 'desc').orderBy('bank_lines.id', 'desc'),
  );
}

export async function findBankLine(
  db: Executor,
  userId: number,
  id: number,
): Promise<BankLineRow | undefined> {
  return ownedRow(db, 'bank_lines', userId, id).selectAll().executeTakeFirst();
}

/** Whether any line of the account (or of one of its imports) is reconciled. */
export async function hasReconciledLine(
  db: Executor,
  userId: number,
  of: { accountId: number } | { importId: number },
): Promise<boolean> {
  const row = await ownedRows(db, 'bank_lines', userId)
    .select('bank_lines.id')
    .where('bank_lines.status', '=', 'reconciled')
    .$if('accountId' in of, (query) =>
      query.where('bank_lines.bank_account_id', '=', 'accountId' in of ? of.accountId : 0),
    )
    .$if('importId' in of, (query) =>
      query.where('bank_lines.import_id', '=', 'importId' in of ? of.importId : 0),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Shows up to `limit` of an import's hidden lines; answers how many it showed. */
export async function showLinesOfImport(
  db: Executor,
  userId: number,
  importId: number,
  limit: number,
): Promise<number> {
  const batch = ownedRows(db, 'bank_lines', userId)
    .select('bank_lines.id')
    .where('bank_lines.import_id', '=', importId)
    .where('bank_lines.status', '=', 'importing')
    .limit(limit);
  const result = await db
    .updateTable('bank_lines')
    .set({ status: 'unreconciled' })
    .where('user_id', '=', userId)
    .where('id', 'in', batch)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Whose lines a deletion takes: an import's, an account's, or those of an account's undone imports. */
export type LinesOf = { importId: number } | { accountId: number; undoneImportsOnly?: boolean };

/** Deletes up to `limit` of the lines `of` names; answers how many it deleted. */
export async function deleteSomeLines(
  db: Executor,
  userId: number,
  of: LinesOf,
  limit: number,
): Promise<number> {
  let batch = ownedRows(db, 'bank_lines', userId).select('bank_lines.id').limit(limit);
  if ('importId' in of) batch = batch.where('bank_lines.import_id', '=', of.importId);
  else {
    batch = batch.where('bank_lines.bank_account_id', '=', of.accountId);
    if (of.undoneImportsOnly) {
      batch = batch.where('bank_lines.import_id', 'in', (eb) =>
        eb
          .selectFrom('bank_imports')
          .select('bank_imports.id')
          .where('bank_imports.user_id', '=', userId)
          .where('bank_imports.bank_account_id', '=', of.accountId)
          .where('bank_imports.undone_at', 'is not', null),
      );
    }
  }
  const result = await db
    .deleteFrom('bank_lines')
    .where('user_id', '=', userId)
    .where('id', 'in', batch)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Deletes the lines `of` names a batch at a time, each batch its own transaction with a pause between,
 * so that SQLite's one writer is never held for long (10,000 lines at once held it for ~100 ms).
 */
export async function deleteLinesInBatches(db: Kysely<Database>, userId: number, of: LinesOf): Promise<void> {
  while ((await db.transaction().execute((trx) => deleteSomeLines(trx, userId, of, DELETE_BATCH))) > 0) {
    await letOthersRun();
  }
}

const DELETE_BATCH = 500;
