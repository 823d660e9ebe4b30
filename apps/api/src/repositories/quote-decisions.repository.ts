import { todayIn } from '@sorted/core/dates/calendar';
import { decide, type QuoteDecision } from '@sorted/core/quotes/status';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { findQuote, type QuoteRow } from './quotes.repository.ts';

// Accepting or declining a quote: by its owner (POST /quotes/:id/accept, /decline) or by the client on
// the quote's public page, which has no session and calls this with the owner's id its token names.

export type DecisionResult =
  | { outcome: 'not-found' }
  | { outcome: 'refused'; reason: 'quote_not_sent' | 'quote_decided' | 'quote_expired'; quote: QuoteRow }
  | { outcome: 'decided'; changed: boolean; quote: QuoteRow };

/**
 * Records the client's answer to a sent quote that has not expired (today in `timeZone`, the business's).
 * One conditional update: of two answers at once, only one lands; the same answer twice is no change,
 * the other answer after one is refused (core's quotes/status.ts decides).
 */
export async function decideQuote(
  db: Kysely<Database>,
  ids: { quoteId: number; userId: number },
  decision: QuoteDecision,
  now: Date,
  timeZone: string,
): Promise<DecisionResult> {
  const today = todayIn(timeZone, now);
  const updated = await db
    .updateTable('quotes')
    .set({ status: decision, decided_at: now.toISOString(), updated_at: now.toISOString() })
    .where('user_id', '=', ids.userId)
    .where('id', '=', ids.quoteId)
    .where('status', '=', 'sent')
    .where('valid_until', '>=', today)
    .where('converted_invoice_id', 'is', null)
    .executeTakeFirst();
  const quote = await findQuote(db, ids.userId, ids.quoteId);
  if (!quote) return { outcome: 'not-found' };
  if (Number(updated.numUpdatedRows) === 1) return { outcome: 'decided', changed: true, quote };
  const outcome = decide(
    { status: quote.status, validUntil: quote.valid_until, convertedInvoiceId: quote.converted_invoice_id },
    decision,
    today,
  );
  return outcome.ok
    ? { outcome: 'decided', changed: false, quote }
    : { outcome: 'refused', reason: outcome.reason, quote };
}
