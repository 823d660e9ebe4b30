import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Base64. */
  content: string;
}

export interface OutgoingMail {
  recipient: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface QueuedMail extends OutgoingMail {
  id: number;
  attempts: number;
}

export async function enqueueMail(db: Kysely<Database>, mail: OutgoingMail, now: string): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({
      recipient: mail.recipient,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
      next_attempt_at: now,
    })
    .execute();
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
        attempts: row.attempts,
      });
    }
  }
  return claimed;
}

export async function markMailSent(db: Kysely<Database>, id: number, now: string): Promise<void> {
  await db.updateTable('mail_outbox').set({ sent_at: now, last_error: null }).where('id', '=', id).execute();
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
