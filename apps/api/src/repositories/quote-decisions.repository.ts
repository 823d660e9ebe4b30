import { todayIn } from '@sorted/core/dates/calendar';
import { answersRevision } from '@sorted/core/quotes/revisions';
import { decide, type QuoteDecision } from '@sorted/core/quotes/status';
import type { Executor } from '../db/executor.ts';
import { findDocument } from '../sales-documents/sales-documents.repository.ts';
import type { QuoteRow } from './quotes.repository.ts';

// Accepting or declining a quote: by its owner (POST /quotes/:id/accept, /decline) or by the client on
// the quote's public page, which has no session and calls this with the owner's id its token names.

export type DecisionRefusal =
  | 'quote_not_sent'
  | 'quote_decided'
  | 'quote_expired'
  | 'quote_withdrawn'
  | 'quote_revision_changed';

export type DecisionResult =
  | { outcome: 'not-found' }
  | { outcome: 'refused'; reason: DecisionRefusal; quote: QuoteRow }
  | { outcome: 'decided'; changed: boolean; quote: QuoteRow };

/**
 * Records the answer to a sent quote that has not expired (today in `timeZone`, the business's), at the
 * revision the answer names (`revision`; null: any, as the owner records an answer told by phone). One
 * conditional update, the revision in its condition: of two answers at once only one lands, and an
 * answer and an edit of the quote at once never accept a revision the client did not see. The same
 * answer twice is no change, the other answer after one is refused (core's quotes/status.ts decides),
 * and an answer for another revision than the current one is refused.
 */
export async function decideQuote(
  db: Executor,
  ids: { quoteId: number; userId: number },
  decision: QuoteDecision,
  now: Date,
  timeZone: string,
  revision: number | null = null,
): Promise<DecisionResult> {
  const today = todayIn(timeZone, now);
  let update = db
    .updateTable('quotes')
    .set({ status: decision, decided_at: now.toISOString(), updated_at: now.toISOString() })
    .where('user_id', '=', ids.userId)
    .where('id', '=', ids.quoteId)
    .where('status', '=', 'sent')
    .where('valid_until', '>=', today)
    .where('converted_invoice_id', 'is', null);
  if (revision !== null) update = update.where('revision', '=', revision);
  const updated = await update.executeTakeFirst();
  const quote = await findDocument(db, ids.userId, 'quote', ids.quoteId);
  if (!quote) return { outcome: 'not-found' };
  if (Number(updated.numUpdatedRows) === 1) return { outcome: 'decided', changed: true, quote };
  const outcome = decide(
    { status: quote.status, validUntil: quote.valid_until, convertedInvoiceId: quote.converted_invoice_id },
    decision,
    today,
  );
  if (!outcome.ok) return { outcome: 'refused', reason: outcome.reason, quote };
  if (revision !== null && !answersRevision(revision, quote.revision)) {
    return { outcome: 'refused', reason: 'quote_revision_changed', quote };
  }
  return { outcome: 'decided', changed: false, quote };
}
