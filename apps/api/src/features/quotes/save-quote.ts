import { fieldChanges } from '@sorted/core/books/field-changes';
import type { Locale } from '@sorted/core/i18n/locales';
import { centsToDecimal } from '@sorted/core/money/cents';
import { printedContentChanged, revisionOnSave } from '@sorted/core/quotes/revisions';
import { editRefusal, type QuoteFacts, withdrawRefusal } from '@sorted/core/quotes/status';
import { itemTotals } from '@sorted/core/sales-documents/totals';
import type { QuoteInput } from '@sorted/core/schemas/quotes';
import { writeBooks } from '../../books/book.ts';
import type { BookContext } from '../../books/book-context.ts';
import { DocumentIssuedError } from '../../books/book-errors.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { notFound } from '../../lib/http-error.ts';
import { conflictError, fieldError, relationshipError } from '../../lib/validation.ts';
import { deleteLinksOf } from '../../repositories/document-links.repository.ts';
import { findQuote, type QuoteRow, quoteItemsOf } from '../../repositories/quotes.repository.ts';
import { printedContentOf } from './quote-content.ts';
import {
  deleteQuote,
  findOwnCompany,
  findOwnCustomers,
  insertQuote,
  insertQuoteRevision,
  lockQuote,
  type QuoteValues,
  replaceQuoteItems,
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
  customer: quote.customer_details
    ? String((JSON.parse(quote.customer_details) as { name?: unknown }).name ?? '')
    : null,
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
    const quote = await findQuote(trx, userId, id);
    if (!quote) throw notFound();
    if (quote.sent_at !== null || quote.status !== 'draft')
      throw new DocumentIssuedError('quote', quote.number);
    // Its history stays, so a gap in the numbers is accounted for.
    await book.history({ type: 'quote', key: id, companyId: quote.company_id }, 'deleted', {
      number: quote.number,
    });
    // Its client-page links go with it: a later quote may not inherit a stale one.
    if (!(await deleteQuote(trx, userId, id))) throw notFound();
    await deleteLinksOf(trx, userId, 'quote', id);
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
  refs: { companyId: number; customerId: number },
  locale: Locale,
  existingId?: number,
): Promise<number> {
  const { userId } = context;
  const company = await findOwnCompany(db.kysely, userId, refs.companyId);
  if (!company || company.archived_at) throw relationshipError(locale, 'company', 'company_required');
  const [customer] = await findOwnCustomers(db.kysely, userId, [refs.customerId]);
  if (!customer || customer.archived_at) throw relationshipError(locale, 'customer', 'customer_required');

  const gstRegistered = Boolean(company.gst_registered);
  const totals = itemTotals(input.items, { gstRegistered, pricesIncludeGst: input.prices_include_gst });
  const values: QuoteValues = {
    company_id: company.id,
    customer_id: customer.id,
    number: input.number,
    issue_date: input.issue_date,
    valid_until: input.valid_until,
    note: input.note,
    gst_registered: gstRegistered,
    prices_include_gst: input.prices_include_gst,
    subtotal_cents: totals.subtotal,
    gst_cents: totals.gst,
    total_cents: totals.total,
    company_details: JSON.stringify({
      name: company.name,
      email: company.email,
      abn: company.abn,
      phone: company.phone,
      address: company.address,
      gst_registered: gstRegistered,
    }),
    customer_details: JSON.stringify({
      name: customer.name,
      email: customer.email,
      abn: customer.abn,
      phone: customer.phone,
      address: customer.address,
    }),
  };
  const items = input.items.map((item, position) => ({
    position,
    name: item.name,
    description: item.description,
    quantity_milli: item.quantity,
    price_cents: item.price,
    taxable: item.taxable,
    amount_cents: totals.lines[position]?.amount ?? 0,
  }));

  try {
    return await writeBooks(db, context, async (book) => {
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
        const was = printedContentOf(before, await quoteItemsOf(trx, userId, [before.id]));
        const next = revisionOnSave(
          before.status,
          before.revision,
          printedContentChanged(was, printedContentOf(values, items)),
        );
        if (next.keepReplaced) replaced = { revision: before.revision, content: JSON.stringify(was) };
        if (
          !(await updateUndecidedQuote(trx, userId, id, values, { from: before.revision, to: next.revision }))
        ) {
          throw conflictError(locale, 'quote_not_editable');
        }
      }
      if (before?.number !== values.number) await book.numberIssued(company.id, 'quote', values.number);
      await replaceQuoteItems(trx, id, items);
      const record = { type: 'quote' as const, key: id, companyId: company.id };
      if (!before) {
        await book.history(record, 'created', { number: values.number, total: centsToDecimal(totals.total) });
      } else {
        const changes = fieldChanges(quoteView(before), quoteView(values), QUOTE_FIELDS);
        if (Object.keys(changes).length > 0) await book.history(record, 'edited', { changes });
      }
      if (replaced) {
        await insertQuoteRevision(trx, userId, id, replaced.revision, replaced.content);
        await book.history(record, 'revised', {
          revision: replaced.revision + 1,
          total: centsToDecimal(totals.total),
        });
      }
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError(locale, 'number', 'quote_number_taken');
    throw error;
  }
}
