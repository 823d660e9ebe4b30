import type { Kysely } from 'kysely';
import type { Executor } from '../db/executor.ts';
import type { Database } from '../db/schema.ts';
import type { MailAttachment, OutgoingMail } from './outbox.repository.ts';

// The outbox's delivery, across every account's mails: the delivery loop leases, sends and marks them;
// housekeeping drops those undelivered for a week. A system repository: no route handler imports it.

/** A mail the delivery loop took: what it needs to send it. */
export interface QueuedMail extends Omit<OutgoingMail, 'kind' | 'userId'> {
  id: number;
  attempts: number;
}

/**
 * Takes up to `limit` due mails and leases them for `leaseMs`, so that another server (or a slow send)
 * does not deliver the same mail twice; a crash mid-send just lets the lease run out and retries.
 */
export async function claimDueMails(
  db: Kysely<Database>,
  now: Date,
  leaseMs: number,
  limit = 10,
): Promise<QueuedMail[]> {
  const due = await db
    .selectFrom('mail_outbox')
    .select([
      'id',
      'recipient',
      'subject',
      'text_body',
      'html_body',
      'attachments',
      'link_seed',
      'sender_name',
      'reply_to',
      'attempts',
      'next_attempt_at',
    ])
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '<=', now.toISOString())
    .orderBy('id')
    .limit(limit)
    .execute();
  const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
  const claimed: QueuedMail[] = [];
  for (const row of due) {
    const result = await db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: leaseUntil })
      .where('id', '=', row.id)
      .where('next_attempt_at', '=', row.next_attempt_at)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) {
      claimed.push({
        id: row.id,
        recipient: row.recipient,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        ...(row.attachments ? { attachments: JSON.parse(row.attachments) as MailAttachment[] } : {}),
        ...(row.link_seed !== null ? { linkSeed: row.link_seed } : {}),
        ...(row.sender_name !== null ? { sender: { name: row.sender_name, replyTo: row.reply_to } } : {}),
        attempts: row.attempts,
      });
    }
  }
  return claimed;
}

/** Records the delivery and erases what the mail said: a copy of the database holds no link or PDF. */
export async function markMailSent(db: Kysely<Database>, id: number, now: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ sent_at: now, last_error: null, text_body: '', html_body: '', attachments: null, link_seed: null })
    .where('id', '=', id)
    .execute();
}

export async function markMailFailed(
  db: Kysely<Database>,
  id: number,
  error: string,
  retryAt: string,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      last_error: error.slice(0, 1000),
      next_attempt_at: retryAt,
    }))
    .where('id', '=', id)
    .execute();
}

/** Mails still undelivered that were queued before `before`: given up, content and all (housekeeping). */
export async function deleteUndeliveredMails(db: Executor, before: string): Promise<void> {
  await db.deleteFrom('mail_outbox').where('sent_at', 'is', null).where('created_at', '<=', before).execute();
}
