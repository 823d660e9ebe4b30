import type { LoginInput } from '@sorted/core/schemas/auth';
import type { FastifyRequest } from 'fastify';
import { errorObject, HttpError } from '../../lib/http-error.ts';
import type { AuthDeps } from './auth-deps.ts';
import { knownDevice } from './device-cookie.ts';
import { passwordMatches } from './passwords.ts';
import { findUserByEmail, type UserRecord } from './users.repository.ts';

export const UNVERIFIED_DETAIL = 'You need to verify your email address before logging in.';

/**
 * Sign-in attempts, counted in fixed windows that run out (a slowdown, never a lock-out for good): one
 * account from one address; one address across accounts (password spraying); one account across
 * addresses (a botnet guessing one password). A browser that signed in to the account before (its
 * device cookie, device-cookie.ts) is counted in a window of its own instead of the account's, so a
 * botnet that spends the account's attempts does not keep the owner out.
 */
async function countSignInAttempt(
  deps: AuthDeps,
  email: string,
  ip: string,
  device: string | undefined,
): Promise<void> {
  await deps.limiter.hit(`login:${email}:${ip}`, 5, 60);
  await deps.limiter.hit(`login-address:${ip}`, 30, 10 * 60);
  await deps.limiter.hit(
    device === undefined ? `login-account:${email}` : `login-device:${email}:${device}`,
    20,
    15 * 60,
  );
}

/** Checks the credentials: one 401 whether or not the e-mail exists; 403 for a correct but unverified one. */
export async function signIn(
  deps: AuthDeps,
  input: LoginInput,
  request: FastifyRequest,
): Promise<UserRecord> {
  const device = knownDevice(deps.config.sessionSecret, request, input.email);
  await countSignInAttempt(deps, input.email, request.ip, device);
  const user = await findUserByEmail(deps.db.kysely, input.email);
  if (!(await passwordMatches(user?.passwordHash, input.password)) || !user) {
    throw new HttpError(401, 'These credentials do not match our records.');
  }
  if (!user.emailVerifiedAt) {
    // A stable code, so the web can offer to resend the link whatever the language of the detail.
    throw new HttpError(403, UNVERIFIED_DETAIL, {
      errors: [{ ...errorObject(403, UNVERIFIED_DETAIL), code: 'email_unverified' }],
    });
  }
  return user;
}
