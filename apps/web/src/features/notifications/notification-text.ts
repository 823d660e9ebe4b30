import { isLocale, LOCALES } from '@sorted/core/i18n/locales';
import { notificationTexts } from '@sorted/core/i18n/notification-texts';
import { notificationValues, textKeyOf } from '@sorted/core/notifications/notifications';
import i18next from 'i18next';
import type { Notification } from './notifications.ts';

// Core's `notification` namespace joins the app's i18next: the bell says each one as its mail does.
// Silently: only this module reads it, so nothing drawn can be waiting for it, and the 'added' event
// redraws every part that has texts (react-i18next's bindI18nStore, app/i18n.ts), synchronously: the
// whole screen, in the task that loaded the chunk (25 ms of the BAS's longest task on load, unthrottled).
for (const locale of LOCALES)
  i18next.addResourceBundle(locale, 'notification', notificationTexts[locale], false, false, {
    silent: true,
  });

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
