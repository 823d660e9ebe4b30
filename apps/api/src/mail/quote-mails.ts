import type { Locale } from '@sorted/core/i18n/locales';
import { escapeHtml } from './escape-html.ts';
import type { MailAttachment, OutgoingMail } from './outbox.repository.ts';

interface QuoteMailFacts {
  to: { email: string; name: string };
  seller: string;
  number: string;
  total: string;
  validUntil: string;
  /** The client's page of the quote (its token as LINK_SECRET until delivery). */
  pageUrl: string;
}

const texts: Record<
  Locale,
  {
    subject: (facts: QuoteMailFacts) => string;
    body: (facts: QuoteMailFacts) => string[];
    viewOnline: string;
  }
> = {
  en: {
    viewOnline: 'View and accept or decline online:',
    subject: (f) => `Quote ${f.number} from ${f.seller}`,
    body: (f) => [
      `Hello ${f.to.name},`,
      `Please find attached quote ${f.number} for ${f.total}, valid until ${f.validUntil}.`,
      'Let us know if you would like to go ahead.',
    ],
  },
  de: {
    viewOnline: 'Online ansehen und annehmen oder ablehnen:',
    subject: (f) => `Angebot ${f.number} von ${f.seller}`,
    body: (f) => [
      `Hallo ${f.to.name},`,
      `anbei erhalten Sie das Angebot ${f.number} über ${f.total}, gültig bis ${f.validUntil}.`,
      'Geben Sie uns gern Bescheid, wenn Sie den Auftrag erteilen möchten.',
    ],
  },
  es: {
    viewOnline: 'Ver y aceptar o rechazar en línea:',
    subject: (f) => `Presupuesto ${f.number} de ${f.seller}`,
    body: (f) => [
      `Hola, ${f.to.name}:`,
      `Adjuntamos el presupuesto ${f.number} por ${f.total}, válido hasta el ${f.validUntil}.`,
      'Avísanos si quieres seguir adelante.',
    ],
  },
  fr: {
    viewOnline: 'Consulter et accepter ou refuser en ligne :',
    subject: (f) => `Devis ${f.number} de ${f.seller}`,
    body: (f) => [
      `Bonjour ${f.to.name},`,
      `Veuillez trouver ci-joint le devis ${f.number} d'un montant de ${f.total}, valable jusqu'au ${f.validUntil}.`,
      'Dites-nous si vous souhaitez donner suite.',
    ],
  },
  'pt-br': {
    viewOnline: 'Ver e aceitar ou recusar online:',
    subject: (f) => `Orçamento ${f.number} de ${f.seller}`,
    body: (f) => [
      `Olá, ${f.to.name},`,
      `Segue em anexo o orçamento ${f.number} no valor de ${f.total}, válido até ${f.validUntil}.`,
      'Avise-nos se quiser seguir em frente.',
    ],
  },
};

/**
 * A quote to the client: a short text in the sender's language with the link to the quote's page (where
 * the client accepts or declines it) after the amount, and the PDF.
 */
export function quoteMail(locale: Locale, facts: QuoteMailFacts, pdf: MailAttachment): OutgoingMail {
  const text = texts[locale];
  const [greeting = '', amount = '', ...closing] = text.body(facts);
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const url = escapeHtml(facts.pageUrl);
  const lines = [greeting, amount, `${text.viewOnline} ${facts.pageUrl}`, ...closing, '', facts.seller];
  const html = [
    paragraph(greeting),
    paragraph(amount),
    `<p>${escapeHtml(text.viewOnline)} <a href="${url}">${url}</a></p>`,
    ...closing.map(paragraph),
    paragraph(facts.seller),
  ];
  return {
    kind: 'quote',
    recipient: facts.to.email,
    subject: text.subject(facts),
    text: lines.join('\n\n'),
    html: `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1b1e">${html.join('')}</body></html>`,
    attachments: [pdf],
  };
}
