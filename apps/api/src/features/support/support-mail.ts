import { escapeHtml } from '../../mail/escape-html.ts';
import type { OutgoingMail } from '../../mail/outbox.repository.ts';
import type { SupportRequestRow } from './support.repository.ts';

/**
 * The mail to the support team about one request: who wrote (id, name, e-mail), in which language, about
 * which invoice, and the message as written. Always in English: it is for the team, not the user.
 */
export function supportRequestMail(
  to: string,
  request: SupportRequestRow,
  requester: { id: number; name: string; email: string },
): OutgoingMail {
  const facts: Array<[string, string]> = [
    ['Request', `#${request.id}`],
    ['User id', String(requester.id)],
    ['Name', requester.name],
    ['Email', requester.email],
    ['Language', request.locale],
    ['Invoice', request.invoice_ref ?? '—'],
    ['Subject', request.subject],
  ];
  const text = [...facts.map(([label, value]) => `${label}: ${value}`), '', request.message].join('\n');
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding-right:12px">${label}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return {
    kind: 'support',
    userId: requester.id,
    recipient: to,
    subject: `Support request #${request.id}: ${request.subject}`,
    text,
    html: `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1b1e"><table>${rows}</table><p style="white-space:pre-wrap">${escapeHtml(request.message)}</p></body></html>`,
  };
}
