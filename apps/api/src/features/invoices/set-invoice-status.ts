import type { BookContext } from '../../books/book-context.ts';
import type { Db } from '../../db/database.ts';
import { setPaidInFull } from './invoice-payments.ts';

/**
 * The Paid / mark-unpaid actions, in payments: paid records one payment of the balance on the date
 * given (`today` in the app's time zone when none is); unpaid removes the invoice's payments.
 */
export async function setInvoiceStatus(
  db: Db,
  context: BookContext,
  id: number,
  change: { status: number; paidDate?: string | null | undefined; invoiceMethod: string },
  today: string,
): Promise<void> {
  await setPaidInFull(db, context, id, {
    paid: change.status !== 0,
    date: change.paidDate ?? today,
    invoiceMethod: change.invoiceMethod,
  });
}
