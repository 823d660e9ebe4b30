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
