import { addDays } from '@sorted/core/dates/calendar';
import type { Locale } from '@sorted/core/i18n/locales';
import { centsToDecimal } from '@sorted/core/money/cents';
import { conversionRefusal } from '@sorted/core/quotes/status';
import { quantityText } from '@sorted/core/sales-documents/lines';
import { INVOICE_NUMBERS, nextNumber } from '@sorted/core/sales-documents/numbering';
import { invoiceSchema } from '@sorted/core/schemas/invoices';
import { bookOf } from '../../books/book.ts';
import type { BookContext } from '../../books/book-context.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/http-error.ts';
import { conflictError } from '../../lib/validation.ts';
import { paymentDetailsOf } from '../../repositories/payment-details.repository.ts';
import { markQuoteConverted } from '../../repositories/quotes.repository.ts';
import {
  documentItemsOf,
  findDocument,
  lastNumberOf,
} from '../../sales-documents/sales-documents.repository.ts';
import { saveInvoice } from './save-invoice.ts';

/** How long a converted quote's invoice gives the client to pay: the invoice form's default terms. */
const TERMS_DAYS = 14;

/**
 * Turns an accepted quote into an invoice carrying its items, client and business (not its note), dated
 * today with the business's next invoice number, in one transaction with the quote's mark: of two
 * conversions at once (a double click, two tabs) one makes the invoice and the other answers it, never a
 * second invoice.
 * The invoice asks to be paid to the business's newest PayID, as the invoice form would; a business
 * without one gets an invoice without a payment method, which the owner adds as for any invoice.
 */
export async function invoiceFromQuote(
  db: Db,
  context: BookContext,
  quoteId: number,
  today: string,
  locale: Locale,
): Promise<{ invoiceId: number; created: boolean }> {
  const { userId } = context;
  const quote = await findDocument(db.kysely, userId, 'quote', quoteId);
  if (!quote) throw notFound();
  if (quote.converted_invoice_id !== null) return { invoiceId: quote.converted_invoice_id, created: false };
  const facts = { status: quote.status, validUntil: quote.valid_until, convertedInvoiceId: null };
  if (conversionRefusal(facts) !== null) throw conflictError(locale, 'quote_not_accepted');

  const [items, payIds] = await Promise.all([
    documentItemsOf(db.kysely, userId, 'quote', [quote.id]),
    paymentDetailsOf(db.kysely, userId, [quote.company_id]),
  ]);
  // The business's newest PayID, as the invoice form offers it first; without one, none yet.
  const payId = payIds[0];
  // Through the invoice's own schema, as if the form had sent it: the same checks as any new invoice.
  const input = invoiceSchema.parse({
    name: nextNumber(INVOICE_NUMBERS, await lastNumberOf(db.kysely, userId, 'invoice', quote.company_id)),
    invoice_date: today,
    due_date: addDays(today, TERMS_DAYS),
    // A quote's note speaks of the quote (what it includes, how long it stands), not of the invoice.
    note: null,
    prices_include_gst: Boolean(quote.prices_include_gst),
    ...(payId ? { payment_method: 'payid', payment_detail_id: payId.id } : { payment_method: 'none' }),
    items: items.map((item) => ({
      name: item.name,
      description: item.description,
      quantity: quantityText(item.quantity_milli),
      price: centsToDecimal(item.price_cents),
      taxable: Boolean(item.taxable),
    })),
  });
  try {
    const invoiceId = await saveInvoice(
      db,
      context,
      input,
      { companyId: quote.company_id, customerId: quote.customer_id ?? 0, archivedAllowed: true },
      locale,
      undefined,
      async (trx, id) => {
        if (!(await markQuoteConverted(trx, userId, quote.id, id))) throw new QuoteTaken();
        await bookOf(trx, context).history(
          { type: 'quote', key: quote.id, companyId: quote.company_id },
          'converted',
          { number: input.name, revision: quote.revision },
        );
      },
    );
    return { invoiceId, created: true };
  } catch (error) {
    // Another conversion got there first (its mark, or its invoice's number): answer its invoice.
    const now = await findDocument(db.kysely, userId, 'quote', quote.id);
    if (now?.converted_invoice_id != null) return { invoiceId: now.converted_invoice_id, created: false };
    if (error instanceof QuoteTaken) throw conflictError(locale, 'quote_not_accepted');
    throw error;
  }
}

/** The quote was converted, or no longer accepted, when its mark was written: the invoice is rolled back. */
class QuoteTaken extends Error {}
