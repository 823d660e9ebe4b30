import { formatDisplayDate, todayIn } from '@sorted/core/dates/calendar';
import type { Locale } from '@sorted/core/i18n/locales';
import { formatAud } from '@sorted/core/money/cents';
import { invoiceFileName } from '@sorted/core/pdf/invoice-file-name';
import type { Db } from '../../db/database.ts';
import { type LinkDeps, linkForMail } from '../../lib/document-links.ts';
import { notFound } from '../../lib/http-error.ts';
import { relationshipError } from '../../lib/validation.ts';
import { type InvoiceMailKind, invoiceMail } from '../../mail/invoice-mails.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { invoiceLookOf, renderInvoice, savedInvoicePdfData } from './invoice-pdf.ts';
import { findInvoice, findOwnCustomers, isUnpaid, itemsOf, recordSending } from './invoices.repository.ts';
import { enforceMailLimits, type MailLimits } from './mail-limits.ts';

export interface SendDeps {
  db: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  mailLimits: MailLimits;
  timeZone: string;
  links: LinkDeps;
}

/** An automatic reminder found the invoice paid (or deleted) when it came to send: nothing is sent. */
export class ReminderNotDue extends Error {}

/**
 * E-mails an invoice (or a reminder of it) to its client with the PDF attached and the link to its page
 * (made with the first mail, kept while it is not revoked), through the outbox, and records the sending.
 * The client's e-mail is needed; each kind goes at most once an hour per invoice, and an account sends no more than its mail limits allow (the platform's sender is shared by all).
 */
export async function sendInvoiceMail(
  deps: SendDeps,
  userId: number,
  invoiceId: number,
  kind: InvoiceMailKind,
  locale: Locale,
  /**
   * An automatic reminder: its step, recorded once per invoice (an invoice paid meanwhile gets none), and
   * the day of the pass that sends it.
   */
  automatic?: { step: number; today: string },
): Promise<{ recipient: string; number: string }> {
  const invoice = await findInvoice(deps.db.kysely, userId, invoiceId);
  if (!invoice) throw notFound();
  const [customer] = invoice.customer_id
    ? await findOwnCustomers(deps.db.kysely, userId, [invoice.customer_id])
    : [];
  const recipient = customer?.email;
  if (!customer || !recipient) throw relationshipError(locale, 'customer', 'client_email_required');
  // A person clicking twice is held to one an hour; an automatic step is held to once by its record.
  if (!automatic) await deps.limiter.hit(`invoice-mail:${kind}:${invoice.id}`, 1, 60 * 60);

  // The attachment is the same PDF as the download: the business's logo and colour included.
  const [items, look] = await Promise.all([
    itemsOf(deps.db.kysely, userId, [invoice.id]),
    invoiceLookOf(deps.db, userId, invoice.company_id),
  ]);
  const data = { ...savedInvoicePdfData(invoice, items), look };
  const [pdf, link] = await Promise.all([
    renderInvoice(data, locale),
    linkForMail(deps.links, userId, 'invoice', invoice.id),
  ]);
  const mail = {
    ...invoiceMail(
      kind,
      locale,
      {
        to: { email: recipient, name: customer.name },
        seller: data.seller.name,
        number: invoice.name,
        total: formatAud(invoice.total_cents),
        dueDate: formatDisplayDate(invoice.due_date),
        overdue: invoice.due_date < (automatic?.today ?? todayIn(deps.timeZone)),
        pageUrl: link.mailUrl,
      },
      {
        filename: invoiceFileName(invoice.name),
        contentType: 'application/pdf',
        content: Buffer.from(pdf).toString('base64'),
      },
    ),
    userId,
    linkSeed: link.seed,
  };
  await deps.mailer.send(mail, async (trx) => {
    if (automatic && !(await isUnpaid(trx, userId, invoice.id))) throw new ReminderNotDue();
    await enforceMailLimits(trx, userId, deps.mailLimits, locale);
    await link.save(trx);
    await recordSending(trx, userId, invoice.id, kind, recipient, automatic?.step ?? null);
  });
  return { recipient, number: invoice.name };
}
