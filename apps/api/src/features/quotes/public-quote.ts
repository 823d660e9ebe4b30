import { todayIn } from '@sorted/core/dates/calendar';
import type { Db } from '../../db/database.ts';
import type { DocumentLoader } from '../../lib/document-links.ts';
import { notFound } from '../../lib/http-error.ts';
import { publicLook } from '../../lib/public-look.ts';
import { conflictError } from '../../lib/validation.ts';
import { decideQuote } from '../../repositories/quote-decisions.repository.ts';
import { findQuote, quoteItemsOf } from '../../repositories/quotes.repository.ts';
import { publicQuoteDocument } from '../../resources/quotes.ts';
import { quotePdf } from './quote-pdf.ts';

// What the client reads when their answer is refused: the owner's own messages tell the owner what to do.
const CLIENT_REASONS = {
  quote_expired: 'quote_page_expired',
  quote_not_sent: 'quote_page_not_sent',
  quote_decided: 'quote_decided',
} as const;

/**
 * A quote on its client's page: what its PDF prints and where it stands, its PDF, and the client's
 * answer. The answer is the owner's own (quote-decisions.repository.ts): a draft, an expired quote or
 * one answered the other way is refused with a 409 in the reader's language; the same answer twice is
 * no change.
 */
export function publicQuoteLoader(db: Db, timeZone: string): DocumentLoader {
  return {
    async document(userId, quoteId) {
      const row = await findQuote(db.kysely, userId, quoteId);
      if (!row) return undefined;
      const [items, look] = await Promise.all([
        quoteItemsOf(db.kysely, userId, [row.id]),
        publicLook(db.kysely, userId, row.company_id),
      ]);
      return publicQuoteDocument(row, items, todayIn(timeZone), look);
    },
    async pdf(userId, quoteId, locale) {
      const row = await findQuote(db.kysely, userId, quoteId);
      if (!row) throw notFound();
      return quotePdf(db, userId, row, await quoteItemsOf(db.kysely, userId, [row.id]), locale);
    },
    async decide(userId, quoteId, decision, locale) {
      const result = await decideQuote(
        db.kysely,
        { quoteId, userId },
        decision === 'accept' ? 'accepted' : 'declined',
        new Date(),
        timeZone,
      );
      if (result.outcome === 'not-found') throw notFound();
      if (result.outcome === 'refused') throw conflictError(locale, CLIENT_REASONS[result.reason]);
    },
  };
}
