import type { Locale } from '@sorted/core/i18n/locales';
import { centsToDecimal } from '@sorted/core/money/cents';
import { printedContentChanged, revisionOnSave } from '@sorted/core/quotes/revisions';
import { editRefusal, type QuoteFacts, withdrawRefusal } from '@sorted/core/quotes/status';
import type { QuoteInput } from '@sorted/core/schemas/quotes';
import { writeBooks } from '../../books/book.ts';
import type { BookContext } from '../../books/book-context.ts';
import { DocumentIssuedError } from '../../books/book-errors.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/http-error.ts';
import { conflictError } from '../../lib/validation.ts';
import type { QuoteRow } from '../../repositories/quotes.repository.ts';
import { QUOTES } from '../../sales-documents/kinds.ts';
import {
  documentItemsOf,
  findDocument,
  replaceDocumentItems,
} from '../../sales-documents/sales-documents.repository.ts';
import {
  type DocumentRefs,
  deleteDraft,
  historyCreated,
  historyEdited,
  nameIn,
  prepareDocument,
  writeDocument,
} from '../../sales-documents/save-document.ts';
import { printedContentOf } from './quote-content.ts';
import {
  insertQuote,
  insertQuoteRevision,
  lockQuote,
  type QuoteValues,
  updateUndecidedQuote,
  withdrawSentQuote,
} from './quotes.repository.ts';

const QUOTE_FIELDS = ['number', 'issue_date', 'valid_until', 'note', 'total', 'gst', 'customer'] as const;

const quoteView = (quote: Omit<QuoteValues, 'company_id' | 'customer_id'>) => ({
  number: quote.number,
  issue_date: quote.issue_date,
  valid_until: quote.valid_until,
  note: quote.note ?? null,
  total: centsToDecimal(Number(quote.total_cents)),
  gst: centsToDecimal(Number(quote.gst_cents)),
  customer: nameIn(quote.customer_details),
});

const factsOf = (quote: QuoteRow): QuoteFacts => ({
  status: quote.status,
  validUntil: quote.valid_until,
  convertedInvoiceId: quote.converted_invoice_id,
});

/**
 * Deletes a draft quote and its client-page links; a quote that was sent is kept (DocumentIssuedError).
 */
export async function removeQuote(db: Db, context: BookContext, id: number): Promise<void> {
  await writeBooks(db, context, async (book) => {
    const { trx, userId } = book;
    const quote = await findDocument(trx, userId, 'quote', id);
    if (!quote) throw notFound();
    if (quote.sent_at !== null || quote.status !== 'draft')
      throw new DocumentIssuedError('quote', quote.number);
    await deleteDraft(book, QUOTES, { type: 'quote', key: id, companyId: quote.company_id }, quote.number);
  });
}

/**
 * Withdraws a sent quote its client has not answered, with the owner's reason: it keeps its number, stays
 * listed, and its page tells the client it was withdrawn (it can no longer be answered). A draft is
 * deleted instead; an answered or withdrawn quote is refused (409).
 */
export async function withdrawQuote(
  db: Db,
  context: BookContext,
  id: number,
  reason: string,
  locale: Locale,
): Promise<void> {
  await writeBooks(db, context, async (book) => {
    const { trx, userId } = book;
    const quote = await lockQuote(trx, userId, id);
    if (!quote) throw notFound();
    const refusal = withdrawRefusal(factsOf(quote));
    if (refusal) throw conflictError(locale, refusal);
    // The client's answer at the same moment: of the two conditional updates only one lands.
    if (!(await withdrawSentQuote(trx, userId, id, reason, new Date().toISOString()))) {
      throw conflictError(locale, 'quote_decided');
    }
    await book.history({ type: 'quote', key: id, companyId: quote.company_id }, 'withdrawn', { reason });
  });
}

/**
 * Creates or replaces a quote in one write of the books. Amounts come from the items through the invoices'
 * totals engine, never from the request; the business and client must be the user's own, and their
 * details are copied onto the quote. A quote already accepted, declined or withdrawn is not changed (409).
 * An edit of a sent quote that changes what it prints keeps the revision it replaces and makes the next
 * one: the client's page shows the new one, and an answer to the old one is refused.
 */
export async function saveQuote(
  db: Db,
  context: BookContext,
  input: QuoteInput,
  refs: DocumentRefs,
  locale: Locale,
  existingId?: number,
): Promise<number> {
  const { userId } = context;
  const { company, totals, lines, values: common } = await prepareDocument(db, userId, input, refs, locale);
  const values: QuoteValues = {
    ...common,
    number: input.number,
    issue_date: input.issue_date,
    valid_until: input.valid_until,
    note: input.note,
  };

  return writeDocument(db, context, QUOTES, locale, async (book) => {
    const { trx } = book;
    const before = existingId === undefined ? undefined : await lockQuote(trx, userId, existingId);
    let id = existingId;
    let replaced: { revision: number; content: string } | null = null;
    if (id === undefined) {
      id = await insertQuote(trx, userId, values);
    } else {
      if (!before) throw conflictError(locale, 'quote_not_editable');
      const refusal = editRefusal(factsOf(before));
      if (refusal) throw conflictError(locale, refusal);
      const was = printedContentOf(before, await documentItemsOf(trx, userId, 'quote', [before.id]));
      const next = revisionOnSave(
        before.status,
        before.revision,
        printedContentChanged(was, printedContentOf(values, lines)),
      );
      if (next.keepReplaced) replaced = { revision: before.revision, content: JSON.stringify(was) };
      if (
        !(await updateUndecidedQuote(trx, userId, id, values, { from: before.revision, to: next.revision }))
      ) {
        throw conflictError(locale, 'quote_not_editable');
      }
    }
    if (before?.number !== values.number) await book.numberIssued(company.id, 'quote', values.number);
    await replaceDocumentItems(trx, 'quote', id, lines);
    const record = { type: 'quote' as const, key: id, companyId: company.id };
    if (!before) await historyCreated(book, record, values.number, totals.total);
    else await historyEdited(book, record, quoteView(before), quoteView(values), QUOTE_FIELDS);
    if (replaced) {
      await insertQuoteRevision(trx, userId, id, replaced.revision, replaced.content);
      await book.history(record, 'revised', {
        revision: replaced.revision + 1,
        total: centsToDecimal(totals.total),
      });
    }
    return id;
  });
}
