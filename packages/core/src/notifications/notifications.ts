import { financialYearOf } from '../dates/calendar.ts';
import { basPeriodLabel } from '../gst/bas-period-label.ts';
import { formatDisplayDate } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';

// What the owner is told (issue 28): each kind of event, what it is about (its subject), and where in the
// app it leads. The API stores one notification per event (its key); the bell and the mails say them in
// the owner's language from core's `notification` namespace.

export const NOTIFICATION_KINDS = [
  'quote-accepted',
  'quote-declined',
  'quote-viewed',
  'invoice-viewed',
  'invoice-overdue',
  'recurring-made',
  'recurring-held',
  'recurring-paused',
  'reminder-sent',
  'bas-due',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const SUBJECT_TYPES = ['invoice', 'quote', 'recurring', 'bas-period'] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number];

/** The subject each kind is about. */
export const SUBJECT_OF: Record<NotificationKind, SubjectType> = {
  'quote-accepted': 'quote',
  'quote-declined': 'quote',
  'quote-viewed': 'quote',
  'invoice-viewed': 'invoice',
  'invoice-overdue': 'invoice',
  'recurring-made': 'invoice',
  'recurring-held': 'invoice',
  'recurring-paused': 'recurring',
  'reminder-sent': 'invoice',
  'bas-due': 'bas-period',
};

/** The key of a kind's text in the `notification` namespace (`kinds.<key>`). */
export const textKeyOf = (kind: NotificationKind) =>
  kind.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()) as
    | 'quoteAccepted'
    | 'quoteDeclined'
    | 'quoteViewed'
    | 'invoiceViewed'
    | 'invoiceOverdue'
    | 'recurringMade'
    | 'recurringHeld'
    | 'recurringPaused'
    | 'reminderSent'
    | 'basDue';

export interface NotificationSubject {
  type: SubjectType;
  /** The record's id; a BAS period's is its business's id. */
  id: string;
  /** The document's number, or a BAS period's key ("2026-Q3"). */
  number: string | null;
}

/** The app's path of a notification's subject: the invoice, the quote, the schedules, the BAS period. */
export function subjectPath(subject: NotificationSubject): string {
  switch (subject.type) {
    case 'invoice':
      return `/invoice/overview/${subject.id}`;
    case 'quote':
      return `/quotes/${subject.id}`;
    case 'recurring':
      return '/recurring';
    case 'bas-period': {
      const key = subject.number ?? '';
      const params = new URLSearchParams({ company: subject.id });
      const start = periodStart(key);
      if (start) {
        params.set('year', String(financialYearOf(start).start));
        params.set('period', key);
      }
      return `/bas?${params.toString()}`;
    }
  }
}

/** The first day of a BAS period by its key ("2026-11", "2026-Q3", "FY2026"). */
function periodStart(key: string): string | null {
  const month = /^(\d{4})-(\d{2})$/.exec(key);
  if (month) return `${month[1]}-${month[2]}-01`;
  const quarter = /^(\d{4})-Q([1-4])$/.exec(key);
  if (quarter) return `${quarter[1]}-${String((Number(quarter[2]) - 1) * 3 + 1).padStart(2, '0')}-01`;
  const year = /^FY(\d{4})$/.exec(key);
  return year ? `${year[1]}-07-01` : null;
}

/** What a notification's text is filled with: the number (a BAS period's name), the name, the date (dd/mm/yyyy). */
export function notificationValues(
  notification: { kind: NotificationKind; number: string | null; name: string | null; date: string | null },
  locale: Locale,
): { number: string; name: string; date: string } {
  const number = notification.number ?? '';
  return {
    number: notification.kind === 'bas-due' ? basPeriodLabel(number, locale) : number,
    name: notification.name ?? '',
    date: notification.date ? formatDisplayDate(notification.date) : '',
  };
}
