import type { PublicQuoteAttributes } from '@sorted/core/contract/document-links';
import type {
  QuoteItemResource,
  QuoteResource,
  QuoteRevisionResource,
  QuoteSummaryResource,
} from '@sorted/core/contract/quotes';
import { centsToDecimal } from '@sorted/core/money/cents';
import type { QuotePrintedContent } from '@sorted/core/quotes/revisions';
import { type QuoteFacts, quoteDisplayStatus } from '@sorted/core/quotes/status';
import type { QuoteItemRow, QuoteRow } from '../repositories/quotes.repository.ts';
import {
  amountAttributes,
  lineResource,
  partyRelationships,
  publicDocumentFrame,
  wholeDocument,
} from '../sales-documents/document-resource.ts';

// Quotes as JSON:API resources: the quotes feature's screens, and the client's public page.

const quoteFacts = (row: QuoteRow): QuoteFacts => ({
  status: row.status,
  validUntil: row.valid_until,
  convertedInvoiceId: row.converted_invoice_id,
});

export const quoteItemResource = (row: QuoteItemRow): QuoteItemResource => lineResource('quoteItems', row);

/** A quote as lists show it; `today` (the business's) decides expired. */
export function quoteSummaryResource(row: QuoteRow, today: string): QuoteSummaryResource {
  return {
    type: 'quotes',
    id: String(row.id),
    attributes: {
      number: row.number,
      issue_date: row.issue_date,
      valid_until: row.valid_until,
      status: row.status,
      display_status: quoteDisplayStatus(quoteFacts(row), today),
      ...amountAttributes(row),
      gst_registered: Boolean(row.gst_registered),
      sent_at: row.sent_at,
      decided_at: row.decided_at,
      converted_invoice_id: row.converted_invoice_id === null ? null : String(row.converted_invoice_id),
      revision: Number(row.revision),
      withdrawn_at: row.withdrawn_at,
      withdraw_reason: row.withdraw_reason,
      created_at: row.created_at,
      updated_at: row.updated_at,
    },
    relationships: partyRelationships(row),
  };
}

/** A whole quote: the summary plus its items, note and the details it was saved with. */
export function quoteResource(row: QuoteRow, today: string, items: QuoteItemRow[]): QuoteResource {
  return wholeDocument(quoteSummaryResource(row, today), row, {}, 'quoteItems', items);
}

/**
 * What the quote's public page shows its client: what the PDF prints and where the quote stands, and
 * nothing of the owner's records (no ids, no e-mail of the client). `look` is the business's logo (a
 * data: URL) and colour, as the page shows them.
 */
export function publicQuoteDocument(
  row: QuoteRow,
  items: QuoteItemRow[],
  today: string,
  look: { logo: string | null; accent_color: string | null },
): PublicQuoteAttributes {
  const status = quoteDisplayStatus(quoteFacts(row), today);
  return {
    kind: 'quote',
    number: row.number,
    issue_date: row.issue_date,
    valid_until: row.valid_until,
    status,
    decided_at: row.decided_at,
    withdrawn_at: row.withdrawn_at,
    revision: Number(row.revision),
    // Only a sent quote still valid may be answered (core's quotes/status.ts).
    can_decide: status === 'sent',
    ...publicDocumentFrame(row, items, look),
  };
}

/**
 * A quote's revisions as its owner sees them, the first first: the ones later edits replaced (as they
 * printed) and the current one. Revision 1 was made when the quote was first mailed (`firstSentAt`),
 * each later one when the edit that made it replaced the one before.
 */
export function quoteRevisionResources(
  row: QuoteRow,
  replaced: ReadonlyArray<{ revision: number; content: string; created_at: string }>,
  firstSentAt: string | null,
): QuoteRevisionResource[] {
  const kept = replaced.map((entry) => ({
    revision: Number(entry.revision),
    replacedAt: entry.created_at,
    content: JSON.parse(entry.content) as QuotePrintedContent,
  }));
  const madeAt = (revision: number) =>
    revision === 1
      ? firstSentAt
      : (kept.find((entry) => entry.revision === revision - 1)?.replacedAt ?? null);
  const current = {
    revision: Number(row.revision),
    replacedAt: null,
    content: {
      number: row.number,
      issue_date: row.issue_date,
      valid_until: row.valid_until,
      subtotal: centsToDecimal(row.subtotal_cents),
      gst: centsToDecimal(row.gst_cents),
      total: centsToDecimal(row.total_cents),
    },
  };
  return [...kept, current].map((entry) => ({
    type: 'quoteRevisions',
    id: `${row.id}-${entry.revision}`,
    attributes: {
      revision: entry.revision,
      current: entry === current,
      made_at: madeAt(entry.revision),
      replaced_at: entry.replacedAt,
      number: entry.content.number,
      issue_date: entry.content.issue_date,
      valid_until: entry.content.valid_until,
      subtotal: entry.content.subtotal,
      gst: entry.content.gst,
      total: entry.content.total,
    },
  }));
}
