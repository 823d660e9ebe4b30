import { todayIn } from '@sorted/core/dates/calendar';
import { clientContext } from '../../books/book-context.ts';
import type { Db } from '../../db/database.ts';
import type { DocumentLoader } from '../../lib/document-links.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { NotifyDeps } from '../../lib/notify.ts';
import { publicLook } from '../../lib/public-look.ts';
import { conflictError } from '../../lib/validation.ts';
import { publicQuoteDocument } from '../../resources/quotes.ts';
import { documentItemsOf, findDocument } from '../../sales-documents/sales-documents.repository.ts';
import { recordQuoteDecision } from './decide-quote.ts';
import { savedQuotePdf } from './quote-pdf.ts';

// What the client reads when their answer is refused: the owner's own messages tell the owner what to do.
const CLIENT_REASONS = {
  quote_expired: 'quote_page_expired',
  quote_not_sent: 'quote_page_not_sent',
  quote_decided: 'quote_decided',
  quote_withdrawn: 'quote_page_withdrawn',
  quote_revision_changed: 'quote_revision_changed',
} as const;

/**
 * A quote on its client's page: what its PDF prints, its current revision and where it stands, its PDF,
 * and the client's answer. The answer is the owner's own (quote-decisions.repository.ts), for the
 * revision the page showed: a draft, an expired or withdrawn quote, one answered the other way, and an
 * answer to a revision the owner has since replaced are refused with a 409 in the reader's language
 * (nothing changed); the same answer twice is no change. An answer naming no revision stands only while
 * the quote was never revised.
 */
export function publicQuoteLoader(db: Db, timeZone: string, notifyDeps: NotifyDeps): DocumentLoader {
  return {
    async document(userId, quoteId) {
      const row = await findDocument(db.kysely, userId, 'quote', quoteId);
      if (!row) return undefined;
      const [items, look] = await Promise.all([
        documentItemsOf(db.kysely, userId, 'quote', [row.id]),
        publicLook(db.kysely, userId, row.company_id),
      ]);
      return publicQuoteDocument(row, items, todayIn(timeZone), look);
    },
    pdf: (userId, quoteId, locale) => savedQuotePdf(db, userId, quoteId, locale),
    async decide(userId, quoteId, decision, revision, locale) {
      const result = await recordQuoteDecision(
        db,
        clientContext(userId),
        quoteId,
        decision === 'accept' ? 'accepted' : 'declined',
        { timeZone, revision: revision ?? 1, notifyDeps },
      );
      if (result.outcome === 'not-found') throw notFound();
      if (result.outcome === 'refused') {
        const error = conflictError(locale, CLIENT_REASONS[result.reason]);
        if (result.reason !== 'quote_revision_changed') throw error;
        // The page reloads the revision it names.
        throw new HttpError(409, error.message, {
          errors: error.errors.map((object) => ({
            ...object,
            meta: { revision: String(result.quote.revision) },
          })),
        });
      }
    },
  };
}
