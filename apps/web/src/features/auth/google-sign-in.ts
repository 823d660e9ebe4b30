/** The server's 503 detail when Google sign-in is not configured at all (not merely down for a while). */
export const GOOGLE_UNAVAILABLE_DETAIL = 'Google sign-in is not available on this server.';

/**
 * What the sign-in page says about Google: not configured here, could not start, failed at the
 * callback, or the Google account has no verified e-mail.
 */
export type GoogleProblem = 'unavailable' | 'start' | 'failed' | 'noEmail';

const PROBLEMS: readonly string[] = ['unavailable', 'start', 'failed', 'noEmail'] satisfies GoogleProblem[];

export function isGoogleProblem(value: unknown): value is GoogleProblem {
  return typeof value === 'string' && PROBLEMS.includes(value);
}

/**
 * Whether the callback page may post what Google sent back: only a code for the state this browser tab
 * stored when it started the sign-in. Without a stored state the tab did not start one, so the link
 * came from elsewhere (perhaps an attacker's, to sign this browser into their account).
 */
export function googleCallbackCheck(
  params: URLSearchParams,
  storedState: string | null,
): { ok: true; code: string } | { ok: false; reason: 'noCode' | 'stateMismatch' } {
  const code = params.get('code');
  if (!code) return { ok: false, reason: 'noCode' };
  const state = params.get('state');
  if (!storedState || state !== storedState) return { ok: false, reason: 'stateMismatch' };
  return { ok: true, code };
}
