import type { Transaction } from 'kysely';
import { INVOICE_FACTS, type InvoiceFacts } from '../../books/invoice-totals.repository.ts';
import { forUpdate } from '../../db/executor.ts';
import type { Database } from '../../db/schema.ts';
import { adjustmentFacts, adjustmentNotesOf } from './adjustment-notes.repository.ts';
import { paymentFacts, paymentsOf } from './invoice-payments.repository.ts';

/**
 * The totals-relevant facts of one of the user's invoices, locked until the transaction ends so that two
 * writes of the same invoice cannot both add the same change (SQLite runs one write transaction at a
 * time already; PostgreSQL needs the row lock). Undefined when it is not the user's.
 */
export async function lockInvoiceFacts(
  trx: Transaction<Database>,
  userId: number,
  id: number,
): Promise<InvoiceFacts | undefined> {
  const query = trx
    .selectFrom('invoices')
    .select(INVOICE_FACTS)
    .where('user_id', '=', userId)
    .where('id', '=', id);
  const row = await forUpdate(trx, query).executeTakeFirst();
  if (!row) return undefined;
  return {
    ...row,
    payments: paymentFacts(await paymentsOf(trx, userId, id)),
    adjustments: adjustmentFacts(await adjustmentNotesOf(trx, userId, id)),
  };
}
