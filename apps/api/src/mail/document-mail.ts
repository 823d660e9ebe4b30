import type { Locale } from '@sorted/core/i18n/locales';
import { escapeHtml } from './escape-html.ts';
import type { MailAttachment, OutgoingMail } from './outbox.repository.ts';

/** What a document's mail says, in the sender's language: the link to its page goes after the amount. */
export interface DocumentMailText {
  subject: string;
  greeting: string;
  amount: string;
  viewOnline: string;
  closing: string;
}

/**
 * A document (an invoice, a reminder of one, a quote) to the client: a short text with the link to the
 * document's page, signed by the business, and the PDF. It comes from the business (its name as the
 * sender) and a reply goes to the business's e-mail, never to the app's no-reply address.
 */
export function documentMail(
  kind: OutgoingMail['kind'],
  locale: Locale,
  facts: { to: { email: string }; seller: string; sellerEmail: string | null; pageUrl: string },
  text: DocumentMailText,
  pdf: MailAttachment,
): OutgoingMail {
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const url = escapeHtml(facts.pageUrl);
  const lines = [
    text.greeting,
    text.amount,
    `${text.viewOnline} ${facts.pageUrl}`,
    text.closing,
    '',
    facts.seller,
  ];
  const html = [
    paragraph(text.greeting),
    paragraph(text.amount),
    `<p>${escapeHtml(text.viewOnline)} <a href="${url}">${url}</a></p>`,
    paragraph(text.closing),
    paragraph(facts.seller),
  ];
  return {
    kind,
    recipient: facts.to.email,
    subject: text.subject,
    text: lines.join('\n\n'),
    html: `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1b1e">${html.join('')}</body></html>`,
    attachments: [pdf],
    sender: { name: facts.seller, replyTo: facts.sellerEmail },
  };
}
