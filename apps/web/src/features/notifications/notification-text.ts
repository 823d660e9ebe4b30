import { isLocale } from '@sorted/core/i18n/locales';
import { notificationTexts } from '@sorted/core/i18n/notification-texts';
import { notificationValues, textKeyOf } from '@sorted/core/notifications/notifications';
import i18next from 'i18next';
import { joinCoreTexts } from '../../lib/core-texts.ts';
import type { Notification } from './notifications.ts';

// Core's `notification` namespace joins the app's i18next: the bell says each one as its mail does.
joinCoreTexts('notification', notificationTexts);

/** What a notification says, in the reader's language. */
export function notificationText(notification: Notification, language: string | undefined): string {
  const locale = isLocale(language) ? language : 'en';
  const values = notificationValues(
    {
      kind: notification.kind,
      number: notification.subject_number,
      name: notification.subject_name,
      date: notification.date,
    },
    locale,
  );
  return i18next.t(`kinds.${textKeyOf(notification.kind)}`, { ns: 'notification', lng: locale, ...values });
}
