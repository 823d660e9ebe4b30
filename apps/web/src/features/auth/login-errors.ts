import { ApiError } from '../../lib/api.ts';

/** The server's detail for a correct password on an account whose e-mail is not verified yet. */
export const UNVERIFIED_DETAIL = 'You need to verify your email address before logging in.';

/** What went wrong with a sign-in, as the sign-in page tells it. */
export type LoginProblem = 'invalid' | 'unverified' | 'throttled' | 'unreachable';

const UNREACHABLE = new Set([0, 502, 503, 504]);

function isUnverified(error: ApiError): boolean {
  return error.errors.some(
    (item) => item.code === 'email_unverified' || item.detail?.trim() === UNVERIFIED_DETAIL,
  );
}

/**
 * 403 with the verify message: verify first (with a resend button); 429: too many attempts; no answer or
 * a gateway error: the server is out of reach; anything else (400, 401, 422, 500…): invalid credentials,
 * which says nothing about whether the address has an account.
 */
export function loginProblemOf(error: unknown): LoginProblem {
  if (!(error instanceof ApiError)) return 'invalid';
  if (error.status === 403 && isUnverified(error)) return 'unverified';
  if (error.status === 429) return 'throttled';
  if (UNREACHABLE.has(error.status)) return 'unreachable';
  return 'invalid';
}
