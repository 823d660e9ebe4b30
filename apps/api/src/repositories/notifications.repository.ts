import type { Executor } from '../db/executor.ts';

// Telling the owner (issue 28): a notification stored once per event, in the transaction of the event
// where there is one. Written by the client's page, the invoices' reminders and the jobs; read and marked
// by features/notifications.

export interface NewNotification {
  kind: string;
  eventKey: string;
  companyId: number | null;
  subjectType: string;
  subjectId: string;
  number: string | null;
  name: string | null;
  date: string | null;
}

/** Stores the event's notification unless it is stored already; whether it was new. */
export async function insertNotification(
  db: Executor,
  userId: number,
  notification: NewNotification,
  now: string,
): Promise<boolean> {
  const row = await db
    .insertInto('notifications')
    .values({
      user_id: userId,
      company_id: notification.companyId,
      kind: notification.kind,
      event_key: notification.eventKey,
      subject_type: notification.subjectType,
      subject_id: notification.subjectId,
      subject_number: notification.number,
      subject_name: notification.name,
      subject_date: notification.date,
      created_at: now,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'event_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Where and how the owner is e-mailed a notification, when they chose to be. */
export async function notificationMailChoice(db: Executor, userId: number) {
  return db
    .selectFrom('users')
    .select(['email', 'name', 'locale', 'notify_by_email'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
