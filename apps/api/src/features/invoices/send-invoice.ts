import { formatDisplayDate, todayIn } from '@sorted/core/dates/calendar';
import type { Locale } from '@sorted/core/i18n/locales';
import { formatAud } from '@sorted/core/money/cents';
import { invoiceFileName } from '@sorted/core/pdf/invoice-file-name';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/http-error.ts';
import { invoiceLookOf, renderInvoice } from '../../lib/invoice-render.ts';
import { enforceMailLimits, type MailLimits } from '../../lib/mail-limits.ts';
import { relationshipError } from '../../lib/validation.ts';
import { type InvoiceMailKind, invoiceMail } from '../../mail/invoice-mails.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { savedInvoicePdfData } from './invoice-pdf.ts';
import { findInvoice, findOwnCustomers, itemsOf, recordSending } from './invoices.repository.ts';

export interface SendDeps {
  db: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  mailLimits: MailLimits;
  timeZone: string;
}

/**
 * E-mails an invoice (or a reminder of it) to its client with the PDF attached, through the outbox, and
 * records the sending. The client's e-mail is needed; each kind goes at most once an hour per invoice,
 * and an account sends no more than its mail limits allow (the platform's sender is shared by all).
 */
export async function sendInvoiceMail(
  deps: SendDeps,
  userId: number,
  invoiceId: number,
  kind: InvoiceMailKind,
  locale: Locale,
): Promise<{ recipient: string; number: string }> {
  const invoice = await findInvoice(deps.db.kysely, userId, invoiceId);
  if (!invoice) throw notFound();
  const [customer] = invoice.customer_id
    ? await findOwnCustomers(deps.db.kysely, userId, [invoice.customer_id])
    : [];
  const recipient = customer?.email;
  if (!customer || !recipient) throw relationshipError(locale, 'customer', 'client_email_required');
  await deps.limiter.hit(`invoice-mail:${kind}:${invoice.id}`, 1, 60 * 60);

  // The attachment is the same PDF as the download: the business's logo and colour included.
  const [items, look] = await Promise.all([
    itemsOf(deps.db.kysely, userId, [invoice.id]),
    invoiceLookOf(deps.db, userId, invoice.company_id),
  ]);
  const data = { ...savedInvoicePdfData(invoice, items), look };
  const pdf = await renderInvoice(data, locale);
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
        overdue: invoice.due_date < todayIn(deps.timeZone),
      },
      {
        filename: invoiceFileName(invoice.name),
        contentType: 'application/pdf',
        content: Buffer.from(pdf).toString('base64'),
      },
    ),
    userId,
  };
  await deps.mailer.send(mail, async (trx) => {
    await enforceMailLimits(trx, userId, deps.mailLimits, locale);
    await recordSending(trx, userId, invoice.id, kind, recipient);
  });
  return { recipient, number: invoice.name };
}
