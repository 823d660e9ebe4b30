import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from './database.ts';

const EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** How long the outbox keeps retrying a mail before it gives up and drops it, content and all. */
export const UNDELIVERED_MAIL_DAYS = 7;

/**
 * Removes what has expired: sessions, Google sign-ins and two-factor sign-ins never finished, stale
 * rate-limit windows, used resets, and mails undelivered for a week (a delivered mail's content is
 * erased at delivery).
 */
export async function sweepExpired(db: Db, now = new Date()): Promise<void> {
  const iso = now.toISOString();
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  await db.kysely.deleteFrom('sessions').where('expires_at', '<=', iso).execute();
  await db.kysely.deleteFrom('oauth_states').where('expires_at', '<=', iso).execute();
  await db.kysely.deleteFrom('two_factor_challenges').where('expires_at', '<=', iso).execute();
  await db.kysely.deleteFrom('rate_limits').where('window_start', '<=', dayAgo).execute();
  await db.kysely.deleteFrom('password_resets').where('expires_at', '<=', dayAgo).execute();
  const givenUp = new Date(now.getTime() - UNDELIVERED_MAIL_DAYS * DAY_MS).toISOString();
  await db.kysely
    .deleteFrom('mail_outbox')
    .where('sent_at', 'is', null)
    .where('created_at', '<=', givenUp)
    .execute();
  // Keeps SQLite's planner statistics current (PostgreSQL's autovacuum does this itself).
  if (db.dialect === 'sqlite') await sql`pragma optimize`.execute(db.kysely);
}

export function startHousekeeping(db: Db, log: FastifyBaseLogger): () => void {
  const sweep = () => {
    sweepExpired(db).catch((error: unknown) => log.warn({ err: error }, 'housekeeping failed'));
  };
  const timer = setInterval(sweep, EVERY_MS);
  timer.unref();
  sweep();
  return () => clearInterval(timer);
}
