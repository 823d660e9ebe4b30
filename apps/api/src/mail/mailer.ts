import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { withLinkSecret } from './link-secret.ts';
import { enqueueMail, type OutgoingMail } from './outbox.repository.ts';
import { claimDueMails, markMailFailed, markMailSent, type QueuedMail } from './outbox.system-repository.ts';

const LEASE_MS = 5 * 60 * 1000;
const MAX_BACKOFF_MS = 60 * 60 * 1000;
// Each step of an SMTP send gives up long before the mail's lease runs out, so that no other server
// takes the mail over while this one may still deliver it (nodemailer waits up to 10 minutes by default).
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** The address of a From setting ("Sorted <no-reply@example.com>" or a bare address). */
export function addressOf(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
}

export interface Mailer {
  /**
   * Queues a mail in the outbox; it is sent by the delivery loop, retried for a week. `together`
   * runs in the same transaction first (checks and records that must commit with the mail, or not at all).
   */
  send(mail: OutgoingMail, together?: (trx: Transaction<Database>) => Promise<void>): Promise<void>;
  /** Delivers whatever is due now; the loop calls it, tests may too. */
  deliverDue(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

export interface MailerOptions {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  /** SESSION_SECRET: what a mailed link's secret part is computed with at delivery. */
  secret: string;
  outboxDir: string;
  log: FastifyBaseLogger;
  /** How often the delivery loop looks for due mail. */
  pollMs: number;
  /** The wait after a first failed delivery; it doubles with each further failure, up to an hour. */
  retryMs: number;
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise each mail becomes an .eml file in
 * $DATA_DIR/outbox and its links go to the log, so a person trying the app can follow them.
 */
export function createMailer({
  db,
  smtpUrl,
  from,
  secret,
  outboxDir,
  log,
  pollMs,
  retryMs,
}: MailerOptions): Mailer {
  // nodemailer loads with the first mail to deliver, not with the server (~11 MB of memory).
  let transport: Transporter | undefined;
  async function transportOf(): Promise<Transporter> {
    if (transport) return transport;
    const { default: nodemailer } = await import('nodemailer');
    transport ??= smtpUrl
      ? nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    return transport;
  }
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function deliver(queued: QueuedMail): Promise<void> {
    const mail = withLinkSecret(queued, secret);
    const info = await (await transportOf()).sendMail({
      // A business's mail shows its name on the server's own address (which the provider vouches for).
      from: mail.sender ? { name: mail.sender.name, address: addressOf(from) } : from,
      ...(mail.sender?.replyTo ? { replyTo: mail.sender.replyTo } : {}),
      to: mail.recipient,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: (mail.attachments ?? []).map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: attachment.content,
        encoding: 'base64',
      })),
    });
    if (!smtpUrl) {
      mkdirSync(outboxDir, { recursive: true });
      const file = join(outboxDir, `${String(mail.id).padStart(6, '0')}-${Date.now()}.eml`);
      // Written beside it and renamed into place: a reader of the folder (the browser tests' inbox)
      // never sees the .eml half-written.
      writeFileSync(`${file}.part`, (info as unknown as { message: Buffer }).message);
      renameSync(`${file}.part`, file);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      log.info(
        { to: mail.recipient, subject: mail.subject, file, links },
        'mail written to the outbox folder',
      );
    }
  }

  async function deliverDue(): Promise<number> {
    const now = new Date();
    const mails = await claimDueMails(db.kysely, now, LEASE_MS);
    for (const mail of mails) {
      try {
        await deliver(mail);
        await markMailSent(db.kysely, mail.id, new Date().toISOString());
      } catch (error) {
        const backoff = Math.min(MAX_BACKOFF_MS, retryMs * 2 ** mail.attempts);
        const message = error instanceof Error ? error.message : String(error);
        log.warn(
          { mailId: mail.id, attempts: mail.attempts + 1, error: message },
          'mail delivery failed; will retry',
        );
        await markMailFailed(db.kysely, mail.id, message, new Date(Date.now() + backoff).toISOString());
      }
    }
    return mails.length;
  }

  // One delivery pass at a time; a pass asked for while one runs waits for it.
  function runOnce(): Promise<number> {
    running ??= deliverDue().finally(() => {
      running = undefined;
    });
    return running;
  }

  function kick(): void {
    runOnce().catch((error: unknown) => log.error({ err: error }, 'mail delivery pass failed'));
  }

  return {
    async send(mail, together) {
      const now = new Date().toISOString();
      if (together) {
        await db.kysely.transaction().execute(async (trx) => {
          await together(trx);
          await enqueueMail(trx, mail, now);
        });
      } else {
        await enqueueMail(db.kysely, mail, now);
      }
      if (timer) kick();
    },
    deliverDue: runOnce,
    start() {
      timer ??= setInterval(kick, pollMs);
      timer.unref();
      kick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
      transport?.close();
    },
  };
}
