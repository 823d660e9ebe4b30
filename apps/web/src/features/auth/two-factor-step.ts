// What the sign-in page needs of two-factor sign-in, kept apart from the rest (two-factor.ts) because
// the sign-in page's JS budget is full.

/** The second step of signing in, after the password (or Google) answered that a code is needed. */
export const TWO_FACTOR_PATH = '/login/two-factor';

/** True when a sign-in answer (password or Google) says a code is needed before the session starts. */
export function isTwoFactorRequired(answer: unknown): boolean {
  if (typeof answer !== 'object' || answer === null || !('meta' in answer)) return false;
  const { meta } = answer;
  return typeof meta === 'object' && meta !== null && 'two_factor_required' in meta
    ? meta.two_factor_required === true
    : false;
}
