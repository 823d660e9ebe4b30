import { pickLocale } from '@sorted/core/i18n/locales';
import { type NotificationKind, SUBJECT_OF } from '@sorted/core/notifications/notifications';
import type { Executor } from '../db/executor.ts';
import { notificationMail } from '../mail/notification-mails.ts';
import { enqueueMail } from '../mail/outbox.repository.ts';
import { insertNotification, notificationMailChoice } from '../repositories/notifications.repository.ts';

/** What telling the owner needs besides the database: the app's address, for the mail's link. */
export interface NotifyDeps {
  appUrl: string;
}

export interface NotificationEvent {
  kind: NotificationKind;
  /** What tells this event from another of its kind about the same subject (a reminder's step). */
  occurrence?: string;
  companyId: number | null;
  subject: {
    /** The record's id (a BAS period: its business's). */
    id: number | string;
    /** The document's number, or a BAS period's key. */
    number: string | null;
    /** The client's name (a BAS period: the business's). */
    name: string | null;
    /** A due date the text names. */
    date?: string | null;
  };
}

/** The event's key: the same event, told again (a retry, another server, a second view), is this key again. */
export const eventKeyOf = (event: NotificationEvent) =>
  [event.kind, String(event.subject.id), ...(event.occurrence === undefined ? [] : [event.occurrence])].join(
    ':',
  );

/**
 * Tells the owner of an event, in `db` (the event's own transaction where there is one): the notification
 * is stored once per event, and when the owner chose e-mail, its mail is queued in the outbox with it, in
 * their language. Whether it was new.
 */
export async function notify(
  db: Executor,
  userId: number,
  event: NotificationEvent,
  deps: NotifyDeps,
  now: Date = new Date(),
): Promise<boolean> {
  const at = now.toISOString();
  const content = {
    kind: event.kind,
    subjectType: SUBJECT_OF[event.kind],
    subjectId: String(event.subject.id),
    number: event.subject.number,
    name: event.subject.name,
    date: event.subject.date ?? null,
  };
  const stored = await insertNotification(
    db,
    userId,
    { ...content, eventKey: eventKeyOf(event), companyId: event.companyId },
    at,
  );
  if (!stored) return false;
  const owner = await notificationMailChoice(db, userId);
  if (owner?.notify_by_email) {
    const mail = notificationMail(
      pickLocale(owner.locale),
      { email: owner.email, name: owner.name },
      content,
      deps.appUrl,
    );
    await enqueueMail(db, { ...mail, userId }, at);
  }
  return true;
}

/** An invoice's or a quote's subject: its number and its client's name as saved on it. */
export function documentSubject(
  kind: 'invoice' | 'quote',
  row: { id: number; company_id: number; customer_details: string | null } & (
    | { name: string }
    | { number: string }
  ),
): Pick<NotificationEvent, 'companyId' | 'subject'> {
  const client = row.customer_details ? (JSON.parse(row.customer_details) as { name?: unknown }) : null;
  const number = kind === 'quote' && 'number' in row ? row.number : 'name' in row ? row.name : null;
  return {
    companyId: row.company_id,
    subject: { id: row.id, number, name: typeof client?.name === 'string' ? client.name : null },
  };
}
