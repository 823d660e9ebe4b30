import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/http-error.ts';
import { applyInvoiceTotals, lockInvoiceFacts } from './invoice-totals.repository.ts';
import { updateInvoice } from './invoices.repository.ts';

/**
 * The Paid / mark-unpaid actions: the invoice's status and paid date, and the dashboard totals with
 * them, in one transaction. Paid is paid `today` (in the app's time zone) unless a date is given;
 * unpaid clears the paid date.
 */
export async function setInvoiceStatus(
  db: Db,
  userId: number,
  id: number,
  change: { status: number; paidDate?: string | null | undefined },
  today: string,
): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const before = await lockInvoiceFacts(trx, userId, id);
    if (!before) throw notFound();
    const paidDate = change.status === 0 ? null : (change.paidDate ?? today);
    await updateInvoice(trx, userId, id, {
      status: change.status,
      paid_date: paidDate,
      updated_at: new Date().toISOString(),
    });
    await applyInvoiceTotals(trx, userId, before, { ...before, status: change.status, paid_date: paidDate });
  });
}
