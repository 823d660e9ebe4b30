import type { Locale } from '@sorted/core/i18n/locales';
import { translator } from '@sorted/core/i18n/translate';
import { documentMail } from './document-mail.ts';
import type { MailAttachment, OutgoingMail } from './outbox.repository.ts';

interface QuoteMailFacts {
  to: { email: string; name: string };
  seller: string;
  /** The business's e-mail, where the client's reply goes; null when it has none. */
  sellerEmail: string | null;
  number: string;
  total: string;
  validUntil: string;
  /** The client's page of the quote (its token as LINK_SECRET until delivery). */
  pageUrl: string;
}

/**
 * A quote to the client: a short text in the sender's language with the link to the quote's page (where
 * the client accepts or declines it) after the amount, and the PDF.
 */
export function quoteMail(locale: Locale, facts: QuoteMailFacts, pdf: MailAttachment): OutgoingMail {
  const t = translator(locale, 'mail');
  const { number, total, validUntil, seller } = facts;
  return documentMail(
    'quote',
    locale,
    facts,
    {
      subject: t('quote.subject', { number, seller }),
      greeting: t('greeting', { name: facts.to.name }),
      amount: t('quote.amount', { number, total, validUntil }),
      viewOnline: t('quote.viewOnline'),
      closing: t('quote.closing'),
    },
    pdf,
  );
}
