import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/http-error.ts';
import { deleteLinksOf } from '../../repositories/document-links.repository.ts';
import { applyInvoiceTotals, lockInvoiceFacts } from './invoice-totals.repository.ts';
import { adjustInvoiceCount, deleteInvoice } from './invoices.repository.ts';

/** Deletes one of the user's invoices (its items, payments, sendings and client-page links go with it), its count and its totals, in one transaction. */
export async function removeInvoice(db: Db, userId: number, id: number): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    // Its payments go with it (on delete cascade): the facts, payments included, are read first.
    const before = await lockInvoiceFacts(trx, userId, id);
    if (!before || !(await deleteInvoice(trx, userId, id))) throw notFound();
    await deleteLinksOf(trx, userId, 'invoice', id);
    await adjustInvoiceCount(trx, userId, -1);
    await applyInvoiceTotals(trx, userId, before, null);
  });
}
