import type { Locale } from '@sorted/core/i18n/locales';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/http-error.ts';
import { conflictError } from '../../lib/validation.ts';
import { fileStore } from '../../storage/file-store.ts';
import { lockBankAccount } from './bank-accounts.repository.ts';
import { findBankImport, lockBankImport, markBankImportUndone } from './bank-imports.repository.ts';
import { deleteLinesInBatches, hasReconciledLine } from './bank-lines.repository.ts';

/**
 * Undoes an import as a whole: its lines and its statement file go, the import stays, marked undone (the
 * list keeps saying what happened). Refused (409) once one of its lines is reconciled, and for an import
 * already undone. Importing the file again then adds its lines again.
 *
 * The import is marked undone first, in a short transaction; from then on none of its lines can be
 * reconciled (lockBankLine), and they are deleted a batch at a time, as they were written. Lines left by
 * a server that stopped half-way are deleted by the account's next import (import-statement.ts).
 */
export async function undoBankImport(db: Db, userId: number, id: number, locale: Locale): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const found = await findBankImport(trx, userId, id);
    if (!found) throw notFound();
    // The account first, as an import and the account's deletion take it, so that they wait in turn
    // rather than each holding what the other waits for.
    await lockBankAccount(trx, userId, found.bank_account_id);
    const bankImport = await lockBankImport(trx, userId, id);
    if (!bankImport) throw notFound();
    if (bankImport.undone_at !== null) throw conflictError(locale, 'bank_import_undone');
    if (bankImport.completed_at === null) throw conflictError(locale, 'bank_import_running');
    if (await hasReconciledLine(trx, userId, { importId: id })) {
      throw conflictError(locale, 'bank_import_has_reconciled');
    }
    await markBankImportUndone(trx, userId, id, new Date().toISOString());
    if (bankImport.stored_file_id !== null)
      await fileStore.removeById(trx, userId, bankImport.stored_file_id);
  });
  await deleteLinesInBatches(db.kysely, userId, { importId: id });
}
