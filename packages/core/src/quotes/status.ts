import type { IsoDate } from '../dates/calendar.ts';

// A quote's life (issue 18): draft → sent → accepted | declined, or withdrawn by its owner (issue 26: a
// sent quote is kept with its number, never deleted). "Expired" is never stored: a quote not yet
// decided whose valid-until date has passed (in the business's time zone) shows as expired, and can no
// longer be accepted, so a later valid-until date revives it. A withdrawn quote is closed for good: it
// cannot be edited, sent, accepted, declined or converted.

export const QUOTE_STATUSES = ['draft', 'sent', 'accepted', 'declined', 'withdrawn'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export type QuoteDisplayStatus = QuoteStatus | 'expired';
export type QuoteDecision = 'accepted' | 'declined';

export interface QuoteFacts {
  status: QuoteStatus;
  validUntil: IsoDate;
  convertedInvoiceId: number | null;
}

const isDecided = (quote: QuoteFacts) =>
  quote.status === 'accepted' || quote.status === 'declined' || quote.convertedInvoiceId !== null;

/** Decided, or withdrawn: nothing more happens to it. */
const isClosed = (quote: QuoteFacts) => isDecided(quote) || quote.status === 'withdrawn';

/** Past its valid-until date and not decided: `today` is the business's. */
export const isQuoteExpired = (quote: QuoteFacts, today: IsoDate) =>
  !isClosed(quote) && quote.validUntil < today;

export function quoteDisplayStatus(quote: QuoteFacts, today: IsoDate): QuoteDisplayStatus {
  return isQuoteExpired(quote, today) ? 'expired' : quote.status;
}

/**
 * Changed (items, dates, client) only before the client's answer: a draft, or sent (sent again after;
 * an edit of a sent quote makes a new revision). Never once withdrawn.
 */
export const isQuoteEditable = (quote: QuoteFacts) => !isClosed(quote);

/** What stands in the way of editing the quote, or null. */
export function editRefusal(quote: QuoteFacts): 'quote_not_editable' | 'quote_withdrawn' | null {
  if (quote.status === 'withdrawn') return 'quote_withdrawn';
  return isDecided(quote) ? 'quote_not_editable' : null;
}

/** What stands in the way of mailing the quote to its client, or null. */
export function sendRefusal(
  quote: QuoteFacts,
  today: IsoDate,
): 'quote_decided' | 'quote_expired' | 'quote_withdrawn' | null {
  if (quote.status === 'withdrawn') return 'quote_withdrawn';
  if (isDecided(quote)) return 'quote_decided';
  if (isQuoteExpired(quote, today)) return 'quote_expired';
  return null;
}

export type DecisionOutcome =
  | { ok: true; status: QuoteDecision; changed: boolean }
  | { ok: false; reason: 'quote_not_sent' | 'quote_decided' | 'quote_expired' | 'quote_withdrawn' };

/**
 * Accepting or declining a quote, by its owner or by the client on the public page: only a sent quote
 * that has not expired. The same answer twice is no change (a double click); the other answer after one
 * is refused.
 */
export function decide(quote: QuoteFacts, decision: QuoteDecision, today: IsoDate): DecisionOutcome {
  if (quote.status === decision) return { ok: true, status: decision, changed: false };
  if (quote.status === 'withdrawn') return { ok: false, reason: 'quote_withdrawn' };
  if (isDecided(quote)) return { ok: false, reason: 'quote_decided' };
  if (quote.status === 'draft') return { ok: false, reason: 'quote_not_sent' };
  if (isQuoteExpired(quote, today)) return { ok: false, reason: 'quote_expired' };
  return { ok: true, status: decision, changed: true };
}

/** An accepted quote becomes one invoice: null when it may, else why not. */
export function conversionRefusal(quote: QuoteFacts): 'quote_not_accepted' | 'quote_converted' | null {
  if (quote.status !== 'accepted') return 'quote_not_accepted';
  if (quote.convertedInvoiceId !== null) return 'quote_converted';
  return null;
}

/**
 * Withdrawing a quote its client was sent (expired or not): it stays with its number, and its page says
 * so. A draft is deleted instead; an answered quote stands.
 */
export function withdrawRefusal(
  quote: QuoteFacts,
): 'quote_withdraw_draft' | 'quote_decided' | 'quote_withdrawn' | null {
  if (quote.status === 'withdrawn') return 'quote_withdrawn';
  if (isDecided(quote)) return 'quote_decided';
  if (quote.status === 'draft') return 'quote_withdraw_draft';
  return null;
}
