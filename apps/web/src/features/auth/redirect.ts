export const HOME_PATH = '/dashboard/overview';
export const LOGIN_PATH = '/login';

/**
 * The redirect target after sign-in, or null when it is unsafe: only same-origin paths (a single leading
 * "/", no "//" or "/\" that browsers read as another host, no control characters) are accepted.
 */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target?.startsWith('/')) return null;
  if (target.startsWith('//') || target.startsWith('/\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point.
  if (/[\u0000-\u001f\u007f]/.test(target)) return null;
  try {
    const url = new URL(target, 'http://sorted.invalid');
    if (url.origin !== 'http://sorted.invalid') return null;
    return `${url.pathname}${url.search}${url.hash}`;
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

/** The sign-in page that returns to `intended` (path incl. search and hash) afterwards. */
export function loginPathFor(intended: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(intended)}`;
}
