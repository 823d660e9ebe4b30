import type { QuoteDecision } from '@sorted/core/quotes/status';
import { writeBooks } from '../../books/book.ts';
import type { BookContext } from '../../books/book-context.ts';
import type { Db } from '../../db/database.ts';
import { documentSubject, type NotifyDeps, notify } from '../../lib/notify.ts';
import { type DecisionResult, decideQuote } from '../../repositories/quote-decisions.repository.ts';

/**
 * The client's answer to a quote, recorded by its owner (`revision` null: told by phone, no revision to
 * name) or by the client on its page (the revision the page showed), in one write of the books with its
 * history entry (accepted or declined, by the context's actor, with the revision answered). The client's
 * answer is told to the owner (`notifyDeps`) in the same transaction.
 */
export function recordQuoteDecision(
  db: Db,
  context: BookContext,
  quoteId: number,
  decision: QuoteDecision,
  options: { timeZone: string; revision: number | null; notifyDeps?: NotifyDeps },
): Promise<DecisionResult> {
  return writeBooks(db, context, async (book) => {
    const result = await decideQuote(
      book.trx,
      { quoteId, userId: context.userId },
      decision,
      new Date(),
      options.timeZone,
      options.revision,
    );
    if (result.outcome === 'decided' && result.changed) {
      await book.history({ type: 'quote', key: quoteId, companyId: result.quote.company_id }, decision, {
        revision: result.quote.revision,
      });
      if (context.actor === 'client' && options.notifyDeps) {
        const kind = decision === 'accepted' ? 'quote-accepted' : 'quote-declined';
        await notify(
          book.trx,
          context.userId,
          { kind, ...documentSubject('quote', result.quote) },
          options.notifyDeps,
        );
      }
    }
    return result;
  });
}
