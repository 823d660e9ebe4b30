export const HOME_PATH = '/dashboard/overview';
export const LOGIN_PATH = '/login';

const BASE = 'http://sorted.invalid';

/**
 * The redirect target after sign-in, or null when it is unsafe. The target is normalised first (dot
 * segments, percent-encoded dots, backslashes), because "/..//evil.example" only becomes the other host's
 * "//evil.example" then; what is left must be a same-origin path (one leading "/", never "//" or "/\")
 * that reads the same when parsed again. Control characters are refused outright.
 */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target?.startsWith('/')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point.
  if (/[\u0000-\u001f\u007f]/.test(target)) return null;
  try {
    const url = new URL(target, BASE);
    const path = `${url.pathname}${url.search}${url.hash}`;
    if (url.origin !== BASE || /^\/[/\\]/.test(path)) return null;
    return new URL(path, BASE).href === url.href ? path : null;
  } catch {
    return null;
  }
}

/**
 * Where to go after sign-in: the `redirect` query parameter when safe, else the remembered intended
 * path when safe, else the dashboard.
 */
export function afterSignInPath(search: string, intended?: string | null): string {
  return safeRedirect(new URLSearchParams(search).get('redirect')) ?? safeRedirect(intended) ?? HOME_PATH;
}

/**
 * Where a sign-in lands: as `afterSignInPath`, except that the page remembered when someone's session
 * ended in this tab (`lostBy`, their id) is theirs alone: anyone else who signs in next starts at the
 * dashboard, not at the last person's page (its address may name a client or a search).
 */
export function landingAfterSignIn(
  search: string,
  intended: string | null,
  lostBy: string | null,
  userId: string | undefined,
): string {
  return lostBy && lostBy !== userId ? HOME_PATH : afterSignInPath(search, intended);
}

/** The sign-in page that returns to `intended` (path incl. search and hash) afterwards. */
export function loginPathFor(intended: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(intended)}`;
}
