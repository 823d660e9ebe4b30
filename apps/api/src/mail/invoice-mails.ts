import type { Locale } from '@sorted/core/i18n/locales';
import { escapeHtml } from './escape-html.ts';
import type { MailAttachment, OutgoingMail } from './outbox.repository.ts';

export type InvoiceMailKind = 'invoice' | 'reminder';

interface InvoiceMailFacts {
  to: { email: string; name: string };
  seller: string;
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

type Texts = Record<
  InvoiceMailKind,
  { subject: (facts: InvoiceMailFacts) => string; body: (facts: InvoiceMailFacts) => string[] }
> & { viewOnline: string };

const texts: Record<Locale, Texts> = {
  en: {
    viewOnline: 'View and pay online:',
    invoice: {
      subject: (f) => `Invoice ${f.number} from ${f.seller}`,
      body: (f) => [
        `Hello ${f.to.name},`,
        `Please find attached invoice ${f.number} for ${f.total}, due on ${f.dueDate}.`,
        'Thank you for your business.',
      ],
    },
    reminder: {
      subject: (f) => `Payment reminder: invoice ${f.number} from ${f.seller}`,
      body: (f) => [
        `Hello ${f.to.name},`,
        `This is a friendly reminder that invoice ${f.number} for ${f.total} ${f.overdue ? 'was' : 'is'} due on ${f.dueDate}.${f.stillDue ? ` ${f.stillDue} of it is still to pay.` : ''} The invoice is attached.`,
        'If you have already paid, thank you, and please ignore this email.',
      ],
    },
  },
  de: {
    viewOnline: 'Online ansehen und bezahlen:',
    invoice: {
      subject: (f) => `Rechnung ${f.number} von ${f.seller}`,
      body: (f) => [
        `Hallo ${f.to.name},`,
        `anbei erhalten Sie die Rechnung ${f.number} über ${f.total}, fällig am ${f.dueDate}.`,
        'Vielen Dank für Ihren Auftrag.',
      ],
    },
    reminder: {
      subject: (f) => `Zahlungserinnerung: Rechnung ${f.number} von ${f.seller}`,
      body: (f) => [
        `Hallo ${f.to.name},`,
        `wir möchten freundlich daran erinnern, dass die Rechnung ${f.number} über ${f.total} am ${f.dueDate} fällig ${f.overdue ? 'war' : 'ist'}.${f.stillDue ? ` Davon sind noch ${f.stillDue} offen.` : ''} Die Rechnung liegt bei.`,
        'Falls Sie bereits bezahlt haben, vielen Dank – dann betrachten Sie diese E-Mail bitte als gegenstandslos.',
      ],
    },
  },
  es: {
    viewOnline: 'Ver y pagar en línea:',
    invoice: {
      subject: (f) => `Factura ${f.number} de ${f.seller}`,
      body: (f) => [
        `Hola, ${f.to.name}:`,
        `Adjuntamos la factura ${f.number} por ${f.total}, con vencimiento el ${f.dueDate}.`,
        'Gracias por confiar en nosotros.',
      ],
    },
    reminder: {
      subject: (f) => `Recordatorio de pago: factura ${f.number} de ${f.seller}`,
      body: (f) => [
        `Hola, ${f.to.name}:`,
        `Te recordamos que la factura ${f.number} por ${f.total} ${f.overdue ? 'vencía' : 'vence'} el ${f.dueDate}.${f.stillDue ? ` Quedan ${f.stillDue} por pagar.` : ''} Adjuntamos la factura.`,
        'Si ya la has pagado, gracias y disculpa las molestias.',
      ],
    },
  },
  fr: {
    viewOnline: 'Consulter et payer en ligne :',
    invoice: {
      subject: (f) => `Facture ${f.number} de ${f.seller}`,
      body: (f) => [
        `Bonjour ${f.to.name},`,
        `Veuillez trouver ci-joint la facture ${f.number} d'un montant de ${f.total}, à régler avant le ${f.dueDate}.`,
        'Merci pour votre confiance.',
      ],
    },
    reminder: {
      subject: (f) => `Rappel de paiement : facture ${f.number} de ${f.seller}`,
      body: (f) => [
        `Bonjour ${f.to.name},`,
        `Nous vous rappelons que la facture ${f.number} d'un montant de ${f.total} ${f.overdue ? 'était' : 'est'} à régler le ${f.dueDate}.${f.stillDue ? ` Il reste ${f.stillDue} à payer.` : ''} La facture est jointe.`,
        'Si vous avez déjà payé, merci, et ne tenez pas compte de cet e-mail.',
      ],
    },
  },
  'pt-br': {
    viewOnline: 'Ver e pagar online:',
    invoice: {
      subject: (f) => `Fatura ${f.number} de ${f.seller}`,
      body: (f) => [
        `Olá, ${f.to.name},`,
        `Segue em anexo a fatura ${f.number} no valor de ${f.total}, com vencimento em ${f.dueDate}.`,
        'Obrigado pela preferência.',
      ],
    },
    reminder: {
      subject: (f) => `Lembrete de pagamento: fatura ${f.number} de ${f.seller}`,
      body: (f) => [
        `Olá, ${f.to.name},`,
        `Lembramos que a fatura ${f.number} no valor de ${f.total} ${f.overdue ? 'venceu' : 'vence'} em ${f.dueDate}.${f.stillDue ? ` Ainda faltam ${f.stillDue} a pagar.` : ''} A fatura está em anexo.`,
        'Se você já pagou, obrigado, e desconsidere este e-mail.',
      ],
    },
  },
};

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
  const text = texts[locale][kind];
  const [greeting = '', amount = '', ...closing] = text.body(facts);
  const { viewOnline } = texts[locale];
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const url = escapeHtml(facts.pageUrl);
  const lines = [greeting, amount, `${viewOnline} ${facts.pageUrl}`, ...closing, '', facts.seller];
  const html = [
    paragraph(greeting),
    paragraph(amount),
    `<p>${escapeHtml(viewOnline)} <a href="${url}">${url}</a></p>`,
    ...closing.map(paragraph),
    paragraph(facts.seller),
  ];
  return {
    kind,
    recipient: facts.to.email,
    subject: text.subject(facts),
    text: lines.join('\n\n'),
    html: `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1b1e">${html.join('')}</body></html>`,
    attachments: [pdf],
  };
}
