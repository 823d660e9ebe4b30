import type { Selectable } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { ownedRow, ownedRows, updateOwned } from '../../db/owned.ts';
import { type PageWindow, pageOf } from '../../db/page.ts';
import type { NotificationsTable } from '../../db/schema.ts';

export type NotificationRow = Selectable<NotificationsTable>;

/** A page of the owner's notifications, newest first. */
export function listNotifications(db: Executor, userId: number, window: PageWindow) {
  return pageOf(ownedRows(db, 'notifications', userId), window, (base) =>
    base.selectAll().orderBy('id', 'desc'),
  );
}

/** How many of the owner's notifications are unread. */
export async function unreadCount(db: Executor, userId: number): Promise<number> {
  const row = await ownedRows(db, 'notifications', userId)
    .where('read_at', 'is', null)
    .select((eb) => eb.fn.countAll<number>().as('unread'))
    .executeTakeFirstOrThrow();
  return Number(row.unread);
}

/** Marks one of the owner's notifications read (when it was not already); none when it is another's. */
export async function markRead(
  db: Executor,
  userId: number,
  id: number,
  now: string,
): Promise<NotificationRow | undefined> {
  await updateOwned(db, 'notifications', userId, id)
    .set({ read_at: now })
    .where('read_at', 'is', null)
    .execute();
  return ownedRow(db, 'notifications', userId, id).selectAll().executeTakeFirst();
}

/** Marks every unread notification of the owner read. */
export async function markAllRead(db: Executor, userId: number, now: string): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
}
