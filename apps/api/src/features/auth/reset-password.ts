import { isLocale, type Locale } from '@sorted/core/i18n/locales';
import type { ForgotPasswordInput, ResetPasswordInput } from '@sorted/core/schemas/auth';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { fieldError } from '../../lib/validation.ts';
import { accountMail } from '../../mail/account-mails.ts';
import { LINK_SECRET, linkSecret } from '../../mail/link-secret.ts';
import { deleteSessionsOfUser } from '../../plugins/sessions/sessions.repository.ts';
import type { AuthDeps } from './auth-deps.ts';
import { refuseCommonPassword } from './password-policy.ts';
import { consumeResetToken, replaceResetToken } from './password-resets.repository.ts';
import { hashPassword } from './passwords.ts';
import { notifyOwner } from './security-notices.ts';
import { deleteChallengesOfUser } from './two-factor-challenges.repository.ts';
import { findUserByEmail, setPassword } from './users.repository.ts';

const RESET_MINUTES = 60;

/** The reset page the link opens: the caller's redirect_url only when it is on our own site. */
function resetPage(appUrl: string, redirectUrl: string | undefined): string {
  if (redirectUrl) {
    try {
      const url = new URL(redirectUrl, appUrl);
      if (url.origin === new URL(appUrl).origin) return `${url.origin}${url.pathname}`;
    } catch {
      // Not a URL: fall back to our own page.
    }
  }
  return `${appUrl}/password-reset`;
}

/**
 * Mails a single-use reset link when the address has an account; the caller answers the same either way.
 * The token is computed from a random seed with SESSION_SECRET: the outbox keeps the seed and the
 * password_resets table the token's hash, so no copy of the database holds a token that works.
 */
export async function requestPasswordReset(
  deps: AuthDeps,
  input: ForgotPasswordInput,
  locale: Locale,
): Promise<void> {
  const user = await findUserByEmail(deps.db.kysely, input.email);
  if (!user) return;
  const seed = `reset.${randomToken()}`;
  const expiresAt = new Date(Date.now() + RESET_MINUTES * 60 * 1000).toISOString();
  await replaceResetToken(
    deps.db.kysely,
    user.id,
    sha256(linkSecret(deps.config.sessionSecret, seed)),
    expiresAt,
  );
  const query = new URLSearchParams({ token: LINK_SECRET, email: user.email });
  const link = `${resetPage(deps.config.appUrl, input.redirect_url)}?${query}`;
  await deps.mailer.send({
    ...accountMail('reset', isLocale(user.locale) ? user.locale : locale, user, link),
    userId: user.id,
    linkSeed: seed,
  });
}

/**
 * Sets the new password, uses the token up and ends every session of the user and every sign-in of
 * theirs waiting for a two-factor code, in one transaction.
 */
export async function resetPassword(
  deps: AuthDeps,
  input: ResetPasswordInput,
  locale: Locale,
): Promise<void> {
  await refuseCommonPassword(input.password, locale);
  const user = await findUserByEmail(deps.db.kysely, input.email);
  const passwordHash = await hashPassword(input.password);
  const now = new Date().toISOString();
  const done = await deps.db.kysely.transaction().execute(async (trx) => {
    if (!user || !(await consumeResetToken(trx, user.id, sha256(input.token), now))) return false;
    // The link arrived by mail, so the address is proven too.
    await setPassword(trx, user.id, passwordHash, now, { verify: user.emailVerifiedAt === null });
    await deleteSessionsOfUser(trx, user.id);
    // A sign-in that passed the old password and waits for its code ends too.
    await deleteChallengesOfUser(trx, user.id);
    return true;
  });
  if (!done || !user) throw fieldError(locale, 'token', 'reset_token_invalid');
  await notifyOwner(deps, user.id, 'passwordReset');
}
