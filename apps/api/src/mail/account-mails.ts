import { formatDisplayInstant } from '@sorted/core/i18n/format';
import type { Locale } from '@sorted/core/i18n/locales';
import { translator } from '@sorted/core/i18n/translate';
import { escapeHtml } from './escape-html.ts';
import type { OutgoingMail } from './outbox.repository.ts';

type AccountMailKind = 'verify' | 'reset';

/** A plain-text and HTML mail with one action link, in the recipient's language (mail namespace). */
export function accountMail(
  kind: AccountMailKind,
  locale: Locale,
  to: { email: string; name: string },
  link: string,
): OutgoingMail {
  const t = translator(locale, 'mail');
  const greeting = t('greeting', { name: to.name });
  const body = t(`${kind}.body`);
  const action = t(`${kind}.action`);
  const expiry = t(`${kind}.expiry`);
  const ignore = t(`${kind}.ignore`);
  return {
    kind,
    recipient: to.email,
    subject: t(`${kind}.subject`),
    text: [greeting, '', body, '', `${action}: ${link}`, '', expiry, ignore, '', 'Sorted'].join('\n'),
    html: `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1b1e">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#1c7ed6;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="color:#555">${escapeHtml(expiry)}<br>${escapeHtml(ignore)}</p><p>Sorted</p></body></html>`,
  };
}

/** What a security notice tells the owner of: done on the account, or tried against it. */
export type SecurityEvent = 'passwordReset' | 'twoFactorOn' | 'twoFactorOff' | 'codeFailures';

/**
 * A mail telling the owner that something changed on the account (or was tried against it): what, when,
 * and what to do if it was not them. It carries no secret, no code and no working token: the one link
 * is the forgot-password page, where a new reset link can be asked for.
 */
export function securityNotice(
  event: SecurityEvent,
  locale: Locale,
  to: { id: number; email: string; name: string },
  details: { at: Date; timeZone: string; appUrl: string; count?: number },
): OutgoingMail {
  const t = translator(locale, 'mail');
  const greeting = t('greeting', { name: to.name });
  const body = t(`security.${event}.body`, { count: details.count ?? 0 });
  const when = t('security.when', {
    time: formatDisplayInstant(details.at.toISOString(), locale, details.timeZone),
    timeZone: details.timeZone,
  });
  const notYou = t(`security.${event}.notYou`);
  const check = t('security.check');
  const link = `${details.appUrl}/forgot-password`;
  return {
    kind: 'security',
    recipient: to.email,
    userId: to.id,
    subject: t(`security.${event}.subject`),
    text: [greeting, '', body, when, '', notYou, `${check} ${link}`, '', 'Sorted'].join('\n'),
    html: `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1b1e">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}<br>${escapeHtml(when)}</p>
<p>${escapeHtml(notYou)}<br>${escapeHtml(check)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>Sorted</p></body></html>`,
  };
}
