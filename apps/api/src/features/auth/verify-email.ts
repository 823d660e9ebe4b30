import { HttpError } from '../../lib/http-error.ts';
import type { AuthDeps } from './auth-deps.ts';
import { findUserById, markEmailVerified } from './users.repository.ts';
import { checkVerificationLink, type VerificationParts } from './verification-link.ts';

const INVALID = 'The verification link is invalid. Please request a new one.';

/**
 * Marks the e-mail verified and gives the address: 400 for a link we did not sign, 403 once used, 410
 * when expired.
 */
export async function verifyEmail(deps: AuthDeps, parts: VerificationParts): Promise<string> {
  const user = await findUserById(deps.db.kysely, parts.userId);
  const now = new Date();
  const check = user ? checkVerificationLink(deps.config.sessionSecret, parts, user.email, now) : 'invalid';
  if (!user || check === 'invalid') throw new HttpError(400, INVALID);
  if (user.emailVerifiedAt) throw new HttpError(403, 'This link has already been used.');
  if (check === 'expired') throw new HttpError(410, 'This verification link has expired.');
  if (!(await markEmailVerified(deps.db.kysely, user.id, now.toISOString()))) {
    throw new HttpError(403, 'This link has already been used.');
  }
  return user.email;
}
