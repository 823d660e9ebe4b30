import type { FastifyBaseLogger } from 'fastify';
import { type Db, refreshPlannerStatistics } from './db/database.ts';
import { deleteExpiredOAuthStates } from './features/auth/oauth-states.repository.ts';
import { deleteExpiredResets } from './features/auth/password-resets.repository.ts';
import { deleteExpiredChallenges } from './features/auth/two-factor-challenges.repository.ts';
import { deleteUndeliveredMails } from './mail/outbox.system-repository.ts';
import { deleteStaleWindows } from './plugins/rate-limits.repository.ts';
import { deleteExpiredSessions } from './plugins/sessions/sessions.repository.ts';

const EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** How long the outbox keeps retrying a mail before it gives up and drops it, content and all. */
export const UNDELIVERED_MAIL_DAYS = 7;

/**
 * Removes what has expired: sessions, Google sign-ins and two-factor sign-ins never finished, stale
 * rate-limit windows, used resets, and mails undelivered for a week (a delivered mail's content is
 * erased at delivery). Each table's owner says how; this only decides when.
 */
export async function sweepExpired(db: Db, now = new Date()): Promise<void> {
  const { kysely } = db;
  const iso = now.toISOString();
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  await deleteExpiredSessions(kysely, iso);
  await deleteExpiredOAuthStates(kysely, iso);
  await deleteExpiredChallenges(kysely, iso);
  await deleteStaleWindows(kysely, dayAgo);
  await deleteExpiredResets(kysely, dayAgo);
  await deleteUndeliveredMails(
    kysely,
    new Date(now.getTime() - UNDELIVERED_MAIL_DAYS * DAY_MS).toISOString(),
  );
  await refreshPlannerStatistics(db);
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
