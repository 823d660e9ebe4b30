import type { Locale } from '@sorted/core/i18n/locales';
import { translator } from '@sorted/core/i18n/translate';
import { documentMail } from './document-mail.ts';
import type { MailAttachment, OutgoingMail } from './outbox.repository.ts';

export type InvoiceMailKind = 'invoice' | 'reminder';

interface InvoiceMailFacts {
  to: { email: string; name: string };
  seller: string;
  /** The business's e-mail, where the client's reply goes; null when it has none. */
  sellerEmail: string | null;
  number: string;
  total: string;
  dueDate: string;
  /** Past its due date in the business's time zone: a reminder then says it was due, else that it is. */
  overdue: boolean;
  /** What is still to pay when part was paid or adjusted (a reminder says it); undefined when it is all. */
  stillDue?: string | undefined;
  /** The client's page of the invoice (its token as LINK_SECRET until delivery). */
  pageUrl: string;
}

/**
 * An invoice, or a reminder of one, to the client: a short text in the sender's language with the link to
 * the invoice's page after the amount, and the PDF.
 */
export function invoiceMail(
  kind: InvoiceMailKind,
  locale: Locale,
  facts: InvoiceMailFacts,
  pdf: MailAttachment,
): OutgoingMail {
  const t = translator(locale, 'mail');
  const { number, total, dueDate, stillDue } = facts;
  const amount =
    kind === 'invoice'
      ? t('invoice.amount', { number, total, dueDate })
      : [
          t(facts.overdue ? 'reminder.overdue' : 'reminder.due', { number, total, dueDate }),
          ...(stillDue ? [t('reminder.stillDue', { stillDue })] : []),
          t('reminder.attached'),
        ].join(' ');
  return documentMail(
    kind,
    locale,
    facts,
    {
      subject: t(`${kind}.subject`, { number, seller: facts.seller }),
      greeting: t('greeting', { name: facts.to.name }),
      amount,
      viewOnline: t('invoice.viewOnline'),
      closing: t(`${kind}.closing`),
    },
    pdf,
  );
}
