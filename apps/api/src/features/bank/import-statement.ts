import { balanceGaps } from '@sorted/core/bank/balance-check';
import { type IdentifiedLine, newLines } from '@sorted/core/bank/line-identity';
import type { ColumnMapping, StatementFormat } from '@sorted/core/bank/statement';
import type { Locale } from '@sorted/core/i18n/locales';
import type { Db } from '../../db/database.ts';
import { type Executor, letOthersRun } from '../../db/executor.ts';
import { runHeavyWork } from '../../lib/heavy-work.ts';
import { notFound } from '../../lib/http-error.ts';
import { randomToken } from '../../lib/tokens.ts';
import { conflictError } from '../../lib/validation.ts';
import { fileStore } from '../../storage/file-store.ts';
import { bankAccountRow, lockBankAccount, updateBankAccount } from './bank-accounts.repository.ts';
import {
  completeBankImport,
  deleteBankImport,
  insertBankImport,
  unfinishedBankImports,
} from './bank-imports.repository.ts';
import {
  deleteSomeLines,
  insertBankLines,
  knownLineKeys,
  neighbourLines,
  showLinesOfImport,
} from './bank-lines.repository.ts';
import { columnMappingOf, type StoredGap } from './bank-resources.ts';
import { statementError } from './statement-errors.ts';

// A statement's import (issue 29). The file is read in the worker pool (a 10,000-line statement would
// hold the main thread for hundreds of milliseconds); a file that cannot be read is refused with the
// line and the problem, and nothing of it is kept. Then a short transaction, the account locked: the
// file is stored, the lines the account already has in the file's dates (and by the bank's ids) are
// read, the new ones told apart, and the import is recorded with its counts and where the balances show
// a missing stretch. The new lines are then written in batches, each its own short transaction, hidden
// ('importing') until every batch is in, then shown a batch at a time, and the import marked complete.
// On SQLite there is one connection: one transaction of 10,000 lines held every other request for
// hundreds of milliseconds (DESIGN: none waits more than 50 ms behind another's heavy work). A write that
// fails takes back what the import wrote; one cut short by the server's end is cleared by the account's
// next import. A second import into the account meanwhile is refused (409), which keeps the dedupe exact.

const WRITE_BATCH = 500;

export interface StatementUpload {
  bytes: Buffer;
  /** As the browser named it. */
  fileName: string;
  /** How to read a CSV in no known layout; saved on the account when it was needed. */
  mapping: ColumnMapping | undefined;
  qifDateOrder: 'DMY' | 'MDY' | undefined;
}

const CONTENT_TYPES: Record<'ofx' | 'qif' | 'csv', string> = {
  ofx: 'application/x-ofx',
  qif: 'application/qif',
  csv: 'text/csv',
};

const extensionOf = (format: StatementFormat) => (format === 'ofx' || format === 'qif' ? format : 'csv');

/** The browser's name for the file as the import list shows it: no path, no control characters. */
function cleanFileName(name: string): string {
  const base = name.split(/[/\\]/).at(-1) ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters taken out
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, 200) || 'statement';
}

/**
 * Gaps in the balances, oldest first: within the file, and between it and the account's stored lines
 * just before and just after its dates, where both carry balances. A line of the file is named by its
 * line in the file; a stored line by its date only.
 */
async function gapsOf(
  db: Executor,
  userId: number,
  accountId: number,
  lines: readonly IdentifiedLine[],
  range: { from: string; to: string },
): Promise<StoredGap[]> {
  const { before, after } = await neighbourLines(db, userId, accountId, range);
  const stored = (line: NonNullable<typeof before>) => ({
    date: line.date,
    amountCents: line.amount_cents,
    balanceCents: line.balance_cents,
    line: null,
  });
  const sequence = [
    ...(before ? [stored(before)] : []),
    ...lines.map((line) => ({ ...line, line: line.sourceLine as number | null })),
    ...(after ? [stored(after)] : []),
  ];
  // The gap check names lines by `sourceLine`: here, their place in the sequence.
  const gaps = balanceGaps(sequence.map((line, index) => ({ ...line, sourceLine: index })));
  return gaps.flatMap((gap) => {
    const first = sequence[gap.afterLine];
    const second = sequence[gap.beforeLine];
    if (!first || !second) return [];
    return [
      {
        after_line: first.line,
        after_date: first.date,
        before_line: second.line,
        before_date: second.date,
        expected_cents: gap.expectedCents,
        found_cents: gap.foundCents,
        missing_cents: gap.missingCents,
      },
    ];
  });
}

/** Imports the statement into the user's account; answers the import's id. */
export async function importStatement(
  db: Db,
  userId: number,
  accountId: number,
  upload: StatementUpload,
  locale: Locale,
): Promise<number> {
  const account = await bankAccountRow(db.kysely, userId, accountId);
  if (!account) throw notFound();
  const mapping = upload.mapping ?? columnMappingOf(account.column_mapping) ?? undefined;
  const read = await runHeavyWork({
    kind: 'bank-statement',
    bytes: upload.bytes,
    options: {
      ...(mapping ? { mapping } : {}),
      ...(upload.qifDateOrder ? { qifDateOrder: upload.qifDateOrder } : {}),
    },
  });
  if (!read.ok) throw statementError(locale, read.error);
  const { lines } = read;
  const dates = lines.map((line) => line.date).sort();
  const range = dates.length > 0 ? { from: dates[0] ?? '', to: dates.at(-1) ?? '' } : null;
  const extension = extensionOf(read.format);

  const { importId, fresh, fileId } = await db.kysely.transaction().execute(async (trx) => {
    if (!(await lockBankAccount(trx, userId, accountId))) throw notFound();
    await refuseWhileImporting(trx, userId, accountId, locale);
    const fileId = await fileStore.put(trx, userId, {
      name: `statement-${userId}-${randomToken(12)}.${extension}`,
      kind: 'bank-statement',
      contentType: CONTENT_TYPES[extension],
      bytes: upload.bytes,
    });
    await letOthersRun();
    const bankKeys = lines.flatMap((line) => (line.bankKey === null ? [] : [line.bankKey]));
    const known = range
      ? await knownLineKeys(trx, userId, accountId, range, bankKeys)
      : { contentKeys: new Set<string>(), bankKeys: new Set<string>() };
    await letOthersRun();
    const { fresh, duplicates } = newLines(known, lines);
    const importId = await insertBankImport(trx, userId, {
      bank_account_id: accountId,
      stored_file_id: fileId,
      file_name: cleanFileName(upload.fileName),
      format: read.format,
      new_count: fresh.length,
      duplicate_count: duplicates.length,
      skipped_count: read.skippedCount,
      first_date: range?.from ?? null,
      last_date: range?.to ?? null,
      gaps: JSON.stringify(range ? await gapsOf(trx, userId, accountId, lines, range) : []),
    });
    // A mapping that read the file is the account's from now on, for its next export of that layout.
    if (upload.mapping && read.format === 'csv-mapped') {
      await updateBankAccount(
        trx,
        userId,
        accountId,
        { column_mapping: JSON.stringify(upload.mapping) },
        new Date().toISOString(),
      );
    }
    return { importId, fresh, fileId };
  });
  try {
    for (let start = 0; start < fresh.length; start += WRITE_BATCH) {
      const batch = fresh.slice(start, start + WRITE_BATCH);
      await db.kysely
        .transaction()
        .execute((trx) => insertBankLines(trx, userId, { accountId, importId }, batch));
      await letOthersRun();
    }
    while (
      (await db.kysely
        .transaction()
        .execute((trx) => showLinesOfImport(trx, userId, importId, WRITE_BATCH))) > 0
    ) {
      await letOthersRun();
    }
    await completeBankImport(db.kysely, userId, importId, new Date().toISOString());
  } catch (error) {
    await removeUnfinishedImport(db.kysely, userId, importId, fileId).catch(() => undefined);
    throw error;
  }
  return importId;
}

// An import that stopped half-way (the server ended mid-write) is cleared by the account's next import
// once it is this old; a younger one is taken to be still running.
const STALE_IMPORT_MS = 10 * 60_000;

async function refuseWhileImporting(trx: Executor, userId: number, accountId: number, locale: Locale) {
  const unfinished = await unfinishedBankImports(trx, userId, accountId);
  if (unfinished.some((row) => Date.now() - Date.parse(row.created_at) < STALE_IMPORT_MS)) {
    throw conflictError(locale, 'bank_import_running');
  }
  for (const row of unfinished) await removeUnfinishedImport(trx, userId, row.id, row.stored_file_id);
  // Lines an undo (or the account's deletion) left when the server stopped half-way through them.
  const leftovers = { accountId, undoneImportsOnly: true };
  while ((await deleteSomeLines(trx, userId, leftovers, WRITE_BATCH)) > 0) await letOthersRun();
}

/** Takes away what an unfinished import wrote, its lines a batch at a time. */
async function removeUnfinishedImport(
  db: Executor,
  userId: number,
  importId: number,
  storedFileId: number | null,
): Promise<void> {
  while ((await deleteSomeLines(db, userId, { importId }, WRITE_BATCH)) > 0) await letOthersRun();
  await deleteBankImport(db, userId, importId);
  if (storedFileId !== null) await fileStore.removeById(db, userId, storedFileId);
}
