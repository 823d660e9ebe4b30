import type { Locale } from '@sorted/core/i18n/locales';
import { translate } from '@sorted/core/i18n/translate';
import type { Transaction } from 'kysely';
import type { Executor } from '../db/executor.ts';
import type { Database } from '../db/schema.ts';
import { lockSendingsOf, nthLatestSendingSince } from '../repositories/mail-sendings.repository.ts';
import { errorObject, HttpError } from './http-error.ts';

/** How many invoices, reminders and quotes one account may e-mail in an hour and in a day (MAIL_LIMIT_PER_*). */
export interface MailLimits {
  perHour: number;
  perDay: number;
}

const HOUR_MS = 60 * 60 * 1000;
const WINDOWS = [
  { limit: 'perHour', ms: HOUR_MS, code: 'mail_limit_hour' },
  { limit: 'perDay', ms: 24 * HOUR_MS, code: 'mail_limit_day' },
] as const;

/**
 * Refuses (429, Retry-After) a mail past the account's limits, counted over the sendings in the
 * database, so that all servers count together. Runs in the transaction that records the sending,
 * behind a per-account lock: two sends at once cannot both take the last place.
 */
export async function enforceMailLimits(
  trx: Transaction<Database>,
  userId: number,
  limits: MailLimits,
  locale: Locale,
  now = new Date(),
): Promise<void> {
  await lockSendingsOf(trx, userId);
  await refuseOverLimits(trx, userId, limits, locale, now);
}

/**
 * The same refusal before any work is done for the mail (its PDF rendered above all): a send already
 * past the limits costs a count, not a render. Without the lock, so it may let through a send that the
 * transaction's enforceMailLimits then refuses; never the other way round.
 */
export async function checkMailLimits(
  db: Executor,
  userId: number,
  limits: MailLimits,
  locale: Locale,
  now = new Date(),
): Promise<void> {
  await refuseOverLimits(db, userId, limits, locale, now);
}

async function refuseOverLimits(
  db: Executor,
  userId: number,
  limits: MailLimits,
  locale: Locale,
  now: Date,
): Promise<void> {
  for (const window of WINDOWS) {
    const limit = limits[window.limit];
    const since = new Date(now.getTime() - window.ms).toISOString();
    // The limit-th latest sending in the window: while there is one, the window is full until it ages out.
    const oldestCounted = await nthLatestSendingSince(db, userId, since, limit);
    if (oldestCounted) {
      const retryAfter = Math.max(
        1,
        Math.ceil((Date.parse(oldestCounted) + window.ms - now.getTime()) / 1000),
      );
      const detail = translate(locale, 'validation', window.code);
      throw new HttpError(429, detail, {
        errors: [{ ...errorObject(429, detail), code: window.code }],
        retryAfter,
      });
    }
  }
}
