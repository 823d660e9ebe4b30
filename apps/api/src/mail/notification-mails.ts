import type { Locale } from '@sorted/core/i18n/locales';
import { translator } from '@sorted/core/i18n/translate';
import {
  type NotificationKind,
  notificationValues,
  type SubjectType,
  subjectPath,
  textKeyOf,
} from '@sorted/core/notifications/notifications';
import { escapeHtml } from './escape-html.ts';
import type { OutgoingMail } from './outbox.repository.ts';

export interface NotificationMailContent {
  kind: NotificationKind;
  subjectType: SubjectType;
  subjectId: string;
  number: string | null;
  name: string | null;
  date: string | null;
}

/** The mail of a notification to its owner, in their language: what happened and a link to it. */
export function notificationMail(
  locale: Locale,
  to: { email: string; name: string },
  notification: NotificationMailContent,
  appUrl: string,
): OutgoingMail {
  const t = translator(locale, 'notification');
  const text = t(`kinds.${textKeyOf(notification.kind)}`, notificationValues(notification, locale));
  const link = new URL(
    subjectPath({ type: notification.subjectType, id: notification.subjectId, number: notification.number }),
    appUrl,
  ).toString();
  const greeting = t('mail.greeting', { name: to.name });
  const open = t('mail.open');
  const why = t('mail.why');
  return {
    kind: 'notification',
    recipient: to.email,
    subject: t('mail.subject', { text }),
    text: [greeting, '', text, '', `${open}: ${link}`, '', why, '', 'Sorted'].join('\n'),
    html: `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1b1e">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(text)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#1c7ed6;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(open)}</a></p>
<p style="color:#555">${escapeHtml(why)}</p><p>Sorted</p></body></html>`,
  };
}
