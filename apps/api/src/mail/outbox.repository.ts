import type { Executor } from '../db/executor.ts';
import type { MailKind } from '../db/schema.ts';

// What the outbox keeps: a queued mail in full (save a mailed link's secret part, kept as a seed that is
// useless without SESSION_SECRET: see link-secret.ts); a delivered one only its recipient, subject,
// kind, account and times. Housekeeping drops mails that could not be delivered for a week.

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
  kind: MailKind;
  /** The account the mail is for or from: its mails go when it is deleted. */
  userId?: number;
  /** The seed of the secret part of the mail's link, which stands as LINK_SECRET in its bodies. */
  linkSeed?: string;
  /** A business writing to its client: its name shown as the sender, replies to its address. */
  sender?: { name: string; replyTo: string | null };
}

export async function enqueueMail(db: Executor, mail: OutgoingMail, now: string): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({
      recipient: mail.recipient,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
      kind: mail.kind,
      user_id: mail.userId ?? null,
      link_seed: mail.linkSeed ?? null,
      sender_name: mail.sender?.name ?? null,
      reply_to: mail.sender?.replyTo ?? null,
      next_attempt_at: now,
    })
    .execute();
}
