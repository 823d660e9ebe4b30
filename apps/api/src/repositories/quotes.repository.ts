import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { SalesDocumentRows, SalesItemRows } from '../sales-documents/sales-documents.repository.ts';

// The quotes' queries more than one feature needs besides those every sales document has
// (sales-documents/): the invoices feature marks the accepted quote it turned into an invoice. Every
// query names the quote's owner.

export type QuoteRow = SalesDocumentRows['quote'];
export type QuoteItemRow = SalesItemRows['quote'];

/**
 * Points an accepted quote at the invoice it became, in the transaction that creates the invoice; false
 * when it is no longer an accepted quote without an invoice. The condition is the lock: of two
 * conversions at once, the second's update waits for the first and then finds nothing to change.
 */
export async function markQuoteConverted(
  trx: Transaction<Database>,
  userId: number,
  quoteId: number,
  invoiceId: number,
): Promise<boolean> {
  const result = await trx
    .updateTable('quotes')
    .set({ converted_invoice_id: invoiceId, updated_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('id', '=', quoteId)
    .where('status', '=', 'accepted')
    .where('converted_invoice_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
