import { formatAud, formatDisplayDate } from '@sorted/core/i18n/format';
import type { Locale } from '@sorted/core/i18n/locales';
import { sendRefusal } from '@sorted/core/quotes/status';
import { bookOf } from '../../books/book.ts';
import type { Db } from '../../db/database.ts';
import { type LinkDeps, linkForMail } from '../../lib/document-links.ts';
import { notFound } from '../../lib/http-error.ts';
import { checkMailLimits, enforceMailLimits, type MailLimits } from '../../lib/mail-limits.ts';
import { conflictError, relationshipError } from '../../lib/validation.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { quoteMail } from '../../mail/quote-mails.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import {
  documentItemsOf,
  findDocument,
  findOwnCustomers,
} from '../../sales-documents/sales-documents.repository.ts';
import { quotePdf } from './quote-pdf.ts';
import { recordQuoteSending } from './quotes.repository.ts';

export interface SendQuoteDeps {
  db: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  mailLimits: MailLimits;
  links: LinkDeps;
}

/**
 * E-mails a quote to its client with the PDF attached and the link to its page (made in the mail's
 * transaction when the quote has no live one, so a refused send leaves none behind), through the
 * outbox, and marks it sent (its history says to whom, and which revision), in one transaction. Like an invoice: the client's e-mail is needed, one quote goes at most once an hour, and
 * the account's mail limits count quotes with invoices and reminders.
 */
export async function sendQuoteMail(
  deps: SendQuoteDeps,
  userId: number,
  quoteId: number,
  locale: Locale,
  today: string,
): Promise<{ recipient: string; number: string }> {
  const quote = await findDocument(deps.db.kysely, userId, 'quote', quoteId);
  if (!quote) throw notFound();
  const refusal = sendRefusal(
    { status: quote.status, validUntil: quote.valid_until, convertedInvoiceId: quote.converted_invoice_id },
    today,
  );
  if (refusal) throw conflictError(locale, refusal);
  const [customer] = quote.customer_id
    ? await findOwnCustomers(deps.db.kysely, userId, [quote.customer_id])
    : [];
  const recipient = customer?.email;
  if (!customer || !recipient) throw relationshipError(locale, 'customer', 'quote_client_email_required');
  // Past the account's mail limits nothing is rendered (checked again, locked, as the mail is queued).
  await checkMailLimits(deps.db.kysely, userId, deps.mailLimits, locale);
  await deps.limiter.hit(`quote-mail:${quote.id}`, 1, 60 * 60);

  const [items, link] = await Promise.all([
    documentItemsOf(deps.db.kysely, userId, 'quote', [quote.id]),
    linkForMail(deps.links, userId, 'quote', quote.id),
  ]);
  const pdf = await quotePdf(deps.db, userId, quote, items, locale);
  const seller = JSON.parse(quote.company_details) as { name: string; email?: string | null };
  const mail = {
    ...quoteMail(
      locale,
      {
        to: { email: recipient, name: customer.name },
        seller: seller.name,
        sellerEmail: seller.email ?? null,
        number: quote.number,
        total: formatAud(quote.total_cents),
        validUntil: formatDisplayDate(quote.valid_until),
        pageUrl: link.mailUrl,
      },
      {
        filename: pdf.fileName,
        contentType: pdf.contentType,
        content: Buffer.from(pdf.bytes).toString('base64'),
      },
    ),
    userId,
    linkSeed: link.seed,
  };
  await deps.mailer.send(mail, async (trx) => {
    await enforceMailLimits(trx, userId, deps.mailLimits, locale);
    // The mail carries the PDF of this revision: an edit or an answer meanwhile stops it.
    if (!(await recordQuoteSending(trx, userId, quote.id, recipient, quote.revision))) {
      throw conflictError(locale, 'quote_changed_while_sending');
    }
    await bookOf(trx, { userId, actor: 'owner', confirmLocked: false }).history(
      { type: 'quote', key: quote.id, companyId: quote.company_id },
      'sent',
      { to: recipient, revision: quote.revision },
    );
    await link.save(trx);
  });
  return { recipient, number: quote.number };
}
