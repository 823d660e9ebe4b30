import { adjustedBalance } from '@sorted/core/adjustment-notes/adjustment-notes';
import type { HistoryActor } from '@sorted/core/books/history';
import { todayIn } from '@sorted/core/dates/calendar';
import { formatAud, formatDisplayDate } from '@sorted/core/i18n/format';
import type { Locale } from '@sorted/core/i18n/locales';
import { invoiceFileName } from '@sorted/core/pdf/invoice-file-name';
import type { Transaction } from 'kysely';
import { bookOf } from '../../books/book.ts';
import { InvoiceVoidedError } from '../../books/book-errors.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { type LinkDeps, linkForMail } from '../../lib/document-links.ts';
import { notFound } from '../../lib/http-error.ts';
import { checkMailLimits, enforceMailLimits, type MailLimits } from '../../lib/mail-limits.ts';
import { notify } from '../../lib/notify.ts';
import { relationshipError } from '../../lib/validation.ts';
import { type InvoiceMailKind, invoiceMail } from '../../mail/invoice-mails.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { OutgoingMail } from '../../mail/outbox.repository.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { businessLookOf, renderDocumentPdf } from '../../sales-documents/document-pdf.ts';
import {
  documentItemsOf,
  findDocument,
  findOwnCustomers,
} from '../../sales-documents/sales-documents.repository.ts';
import { savedInvoicePdfData } from './invoice-pdf.ts';
import { type InvoiceItemRow, type InvoiceRow, isUnpaid, recordSending } from './invoices.repository.ts';

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
 * The client's e-mail is needed; each kind goes at most once an hour per invoice, and an account sends
 * no more than its mail limits allow (the platform's sender is shared by all).
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
  const invoice = await findDocument(deps.db.kysely, userId, 'invoice', invoiceId);
  if (!invoice) throw notFound();
  if (invoice.voided_on !== null) {
    if (automatic) throw new ReminderNotDue();
    throw new InvoiceVoidedError();
  }
  const [customer] = invoice.customer_id
    ? await findOwnCustomers(deps.db.kysely, userId, [invoice.customer_id])
    : [];
  const recipient = customer?.email;
  if (!customer || !recipient) throw relationshipError(locale, 'customer', 'client_email_required');
  // Past the account's mail limits nothing is rendered (checked again, locked, as the mail is queued).
  await checkMailLimits(deps.db.kysely, userId, deps.mailLimits, locale);
  // A person clicking twice is held to one an hour; an automatic step is held to once by its record.
  if (!automatic) await deps.limiter.hit(`invoice-mail:${kind}:${invoice.id}`, 1, 60 * 60);

  const [items, link] = await Promise.all([
    documentItemsOf(deps.db.kysely, userId, 'invoice', [invoice.id]),
    linkForMail(deps.links, userId, 'invoice', invoice.id),
  ]);
  const mail = await invoiceMailOf(
    deps,
    userId,
    invoice,
    items,
    kind,
    { email: recipient, name: customer.name },
    locale,
    { link, ...(automatic ? { today: automatic.today } : {}) },
  );
  await deps.mailer.send(mail, async (trx) => {
    if (automatic && !(await isUnpaid(trx, userId, invoice.id))) throw new ReminderNotDue();
    await recordInvoiceSending(
      trx,
      userId,
      invoice.id,
      kind,
      recipient,
      deps.mailLimits,
      locale,
      automatic?.step,
    );
    await link.save(trx);
    // The owner is told of an automatic reminder, with it (a reminder they sent themselves they know of).
    if (automatic) {
      await notify(
        trx,
        userId,
        {
          kind: 'reminder-sent',
          occurrence: String(automatic.step),
          companyId: invoice.company_id,
          subject: { id: invoice.id, number: invoice.name, name: customer.name },
        },
        deps.links,
      );
    }
  });
  return { recipient, number: invoice.name };
}

/**
 * The mail of an invoice (or a reminder of it) to `to`, with the PDF attached: the same PDF as the
 * download, in the business's look, and the link to the invoice's page. The invoice may be one not yet
 * written (the recurring job attaches the PDF of the invoice it is about to write, in the same
 * transaction as the mail). `today` says whether it is overdue (the day of the pass that sends it).
 */
export async function invoiceMailOf(
  deps: Pick<SendDeps, 'db' | 'timeZone'>,
  userId: number,
  invoice: Omit<InvoiceRow, 'id' | 'created_at' | 'updated_at'>,
  items: Array<Omit<InvoiceItemRow, 'id' | 'invoice_id'>>,
  kind: InvoiceMailKind,
  to: { email: string; name: string },
  locale: Locale,
  options: { link: { seed: string; mailUrl: string }; today?: string },
): Promise<OutgoingMail> {
  const look = await businessLookOf(deps.db, userId, invoice.company_id);
  const data = { ...savedInvoicePdfData(invoice, items), look };
  const pdf = await renderDocumentPdf(data, locale);
  // A reminder of an invoice part paid or adjusted says what is left; the total stays the invoice's.
  const total = Number(invoice.total_cents);
  const balance = adjustedBalance(total, Number(invoice.adjusted_cents), Number(invoice.paid_cents)).balance;
  return {
    ...invoiceMail(
      kind,
      locale,
      {
        to,
        seller: data.seller.name,
        sellerEmail: data.seller.email ?? null,
        number: invoice.name,
        total: formatAud(invoice.total_cents),
        dueDate: formatDisplayDate(invoice.due_date),
        overdue: invoice.due_date < (options.today ?? todayIn(deps.timeZone)),
        ...(kind === 'reminder' && balance !== total ? { stillDue: formatAud(balance) } : {}),
        pageUrl: options.link.mailUrl,
      },
      {
        filename: invoiceFileName(invoice.name),
        contentType: 'application/pdf',
        content: Buffer.from(pdf).toString('base64'),
      },
    ),
    userId,
    linkSeed: options.link.seed,
  };
}

/**
 * What commits with an invoice's mail: the account's mail limits checked (429 past them) and the
 * sending recorded (an automatic reminder with its step). Runs in the mail's transaction
 * (Mailer.send's `together`).
 */
export async function recordInvoiceSending(
  trx: Transaction<Database>,
  userId: number,
  invoiceId: number,
  kind: InvoiceMailKind,
  recipient: string,
  limits: MailLimits,
  locale: Locale,
  reminderStep: number | null = null,
  actor: HistoryActor = reminderStep === null ? 'owner' : 'system',
): Promise<void> {
  await enforceMailLimits(trx, userId, limits, locale);
  await recordSending(trx, userId, invoiceId, kind, recipient, reminderStep);
  await bookOf(trx, { userId, actor, confirmLocked: false }).history(
    { type: 'invoice', key: invoiceId, companyId: null },
    kind === 'reminder' ? 'reminder-sent' : 'sent',
    { to: recipient, ...(reminderStep === null ? {} : { step: reminderStep }) },
  );
}
