import { isLocale } from '@sorted/core/i18n/locales';
import { type SecurityEvent, securityNotice } from '../../mail/account-mails.ts';
import type { AuthDeps } from './auth-deps.ts';
import { findUserById } from './users.repository.ts';

// A burst: wrong codes counted together for an hour (a right code starts the count again), one mail each.
const WRONG_CODE_BURST_SECONDS = 60 * 60;

/** Mails the owner (in their language) that `event` happened on the account just now. */
export async function notifyOwner(
  deps: AuthDeps,
  userId: number,
  event: SecurityEvent,
  count?: number,
): Promise<void> {
  const user = await findUserById(deps.db.kysely, userId);
  if (!user) return;
  const locale = isLocale(user.locale) ? user.locale : 'en';
  await deps.mailer.send(
    securityNotice(event, locale, user, {
      at: new Date(),
      timeZone: deps.config.timeZone,
      appUrl: deps.config.appUrl,
      ...(count === undefined ? {} : { count }),
    }),
  );
}

/**
 * The wrong-code counter of sign-ins: the owner is mailed once when a burst reaches `threshold` wrong
 * codes in a row (two-factor.ts passes its per-account code attempts per window).
 */
export function createWrongCodeWatch(deps: AuthDeps, threshold: number) {
  const key = (userId: number) => `two-factor-wrong:${userId}`;
  return {
    async wrong(userId: number): Promise<void> {
      const count = await deps.limiter.count(key(userId), WRONG_CODE_BURST_SECONDS);
      if (count === threshold) await notifyOwner(deps, userId, 'codeFailures', count);
    },
    async right(userId: number): Promise<void> {
      await deps.limiter.clear(key(userId));
    },
  };
}
