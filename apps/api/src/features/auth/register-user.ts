import type { Locale } from '@sorted/core/i18n/locales';
import type { RegisterInput } from '@sorted/core/schemas/auth';
import { isUniqueViolation } from '../../db/errors.ts';
import { fieldError } from '../../lib/validation.ts';
import { accountMail } from '../../mail/account-mails.ts';
import type { AuthDeps } from './auth-deps.ts';
import { refuseCommonPassword } from './password-policy.ts';
import { hashPassword } from './passwords.ts';
import { findUserByEmail, insertUser, type UserRecord } from './users.repository.ts';
import { verificationMailLink } from './verification-link.ts';

/** Creates an unverified account (with the early-user role) and mails its verification link. */
export async function registerUser(
  deps: AuthDeps,
  input: RegisterInput,
  locale: Locale,
): Promise<UserRecord> {
  await refuseCommonPassword(input.password, locale);
  if (await findUserByEmail(deps.db.kysely, input.email)) throw fieldError(locale, 'email', 'email_taken');
  const passwordHash = await hashPassword(input.password);
  let user: UserRecord;
  try {
    user = await deps.db.kysely.transaction().execute((trx) =>
      insertUser(trx, {
        name: input.name,
        email: input.email,
        passwordHash,
        locale,
        verifiedAt: null,
        roles: deps.config.growForNewUsers ? ['grow'] : [],
      }),
    );
  } catch (error) {
    // Two registrations of one address at once: the second loses at the unique index.
    if (isUniqueViolation(error)) throw fieldError(locale, 'email', 'email_taken');
    throw error;
  }
  await sendVerificationMail(deps, user, locale);
  return user;
}

export async function sendVerificationMail(deps: AuthDeps, user: UserRecord, locale: Locale): Promise<void> {
  const { link, seed } = verificationMailLink(deps.config.appUrl, user, new Date());
  await deps.mailer.send({ ...accountMail('verify', locale, user, link), userId: user.id, linkSeed: seed });
}
