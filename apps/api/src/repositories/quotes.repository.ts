import type { Selectable, Transaction } from 'kysely';
import type { Executor } from '../db/executor.ts';
import type { Database, QuoteItemsTable, QuotesTable } from '../db/schema.ts';

// The quotes' queries more than one feature needs: the quotes feature, the invoices feature (an accepted
// quote becomes an invoice), and the client's public page. Every query names the quote's owner.

export type QuoteRow = Selectable<QuotesTable>;
export type QuoteItemRow = Selectable<QuoteItemsTable>;

export function findQuote(db: Executor, userId: number, id: number): Promise<QuoteRow | undefined> {
  return db
    .selectFrom('quotes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Items of some of the user's quotes, in their order. */
export async function quoteItemsOf(
  db: Executor,
  userId: number,
  quoteIds: number[],
): Promise<QuoteItemRow[]> {
  if (quoteIds.length === 0) return [];
  return db
    .selectFrom('quote_items')
    .innerJoin('quotes', 'quotes.id', 'quote_items.quote_id')
    .selectAll('quote_items')
    .where('quotes.user_id', '=', userId)
    .where('quote_items.quote_id', 'in', quoteIds)
    .orderBy('quote_items.quote_id')
    .orderBy('quote_items.position')
    .execute();
}

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
