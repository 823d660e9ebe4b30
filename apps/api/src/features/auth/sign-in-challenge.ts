import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorObject, HttpError } from '../../lib/http-error.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import type { AuthDeps } from './auth-deps.ts';
import { rememberDevice } from './device-cookie.ts';
import { isTwoFactorEnabled } from './two-factor.repository.ts';
import { findLiveChallenge, insertChallenge, takeChallenge } from './two-factor-challenges.repository.ts';

export const CHALLENGE_COOKIE = 'sorted_2fa';
const CHALLENGE_MS = 5 * 60 * 1000;
const EXPIRED_DETAIL = 'Your sign-in has expired. Please sign in again.';

export interface Challenge {
  tokenHash: string;
  userId: number;
  remember: boolean;
}

const cookieOptions = (deps: AuthDeps) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: deps.config.appUrl.startsWith('https://'),
});

/** Meta-only JSON:API documents: what happened, and whether a code is still wanted. */
export type FirstStepAnswer =
  | { meta: { message: 'Authenticated' } }
  | { meta: { message: 'Two-factor code required'; two_factor_required: true } };

/**
 * After the password (or Google): a session, or, for a user with two-factor on, a challenge that
 * waits for the code. The challenge's cookie holds a random token, the database only its hash, so
 * any server of several can finish the sign-in.
 */
export async function passFirstStep(
  deps: AuthDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  remember: boolean,
): Promise<FirstStepAnswer> {
  if (!(await isTwoFactorEnabled(deps.db.kysely, userId))) {
    await deps.sessions.start(request, reply, userId, remember);
    await rememberDevice(deps, request, reply, userId);
    return { meta: { message: 'Authenticated' } };
  }
  // A sign-in replaces whoever was signed in here, also while it waits for its code.
  if (request.userId !== null) await deps.sessions.end(request, reply);
  const token = randomToken();
  await insertChallenge(deps.db.kysely, {
    tokenHash: sha256(token),
    userId,
    remember,
    expiresAt: new Date(Date.now() + CHALLENGE_MS).toISOString(),
  });
  reply.setCookie(CHALLENGE_COOKIE, token, { ...cookieOptions(deps), maxAge: CHALLENGE_MS / 1000 });
  return { meta: { message: 'Two-factor code required', two_factor_required: true } };
}

function expired(): HttpError {
  return new HttpError(401, EXPIRED_DETAIL, {
    errors: [{ ...errorObject(401, EXPIRED_DETAIL), code: 'two_factor_challenge_expired' }],
  });
}

/** The sign-in waiting for its second step in this browser; 401 when there is none (or it expired). */
export async function pendingChallenge(deps: AuthDeps, request: FastifyRequest): Promise<Challenge> {
  const token = request.cookies[CHALLENGE_COOKIE];
  if (!token) throw expired();
  const tokenHash = sha256(token);
  const challenge = await findLiveChallenge(deps.db.kysely, tokenHash, new Date().toISOString());
  if (!challenge) throw expired();
  return { tokenHash, ...challenge };
}

/** Uses the challenge up and starts the session it was for; 401 if another request used it first. */
export async function finishChallenge(
  deps: AuthDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  challenge: Challenge,
): Promise<void> {
  const taken = await takeChallenge(
    deps.db.kysely,
    challenge.userId,
    challenge.tokenHash,
    new Date().toISOString(),
  );
  if (!taken) throw expired();
  reply.clearCookie(CHALLENGE_COOKIE, cookieOptions(deps));
  await deps.sessions.start(request, reply, challenge.userId, challenge.remember);
  await rememberDevice(deps, request, reply, challenge.userId);
}
