import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/http-error.ts';
import { applyInvoiceTotals } from './invoice-totals.repository.ts';
import { adjustInvoiceCount, deleteInvoice } from './invoices.repository.ts';

/** Deletes one of the user's invoices (its items and sendings go with it), its count and its totals, in one transaction. */
export async function removeInvoice(db: Db, userId: number, id: number): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const before = await deleteInvoice(trx, userId, id);
    if (!before) throw notFound();
    await adjustInvoiceCount(trx, userId, -1);
    await applyInvoiceTotals(trx, userId, before, null);
  });
}
