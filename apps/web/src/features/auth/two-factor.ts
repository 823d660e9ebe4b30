import { ApiError } from '../../lib/api.ts';

// Two-factor sign-in (TOTP): the pure parts the sign-in step and the profile share. The sign-in page
// is the app's front door, so nothing here pulls in zod or the shared validation messages.

/**
 * What is typed or pasted into an authenticator-code field, as the field keeps it: digits only, at most
 * six (apps show "123 456"; a pasted "123-456" or one with spaces is the same code).
 */
export function appCodeInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, 6);
}

/** A complete authenticator code: six digits. */
export const isAppCode = (value: string): boolean => /^\d{6}$/.test(value);

/** What went wrong with the code step, beyond a wrong code (which the field shows). */
export type TwoFactorProblem = 'expired' | 'throttled' | 'unreachable';

const UNREACHABLE = new Set([0, 502, 503, 504]);

/**
 * 401 (the challenge expired or was never started): back to the password step; 429: too many
 * attempts; no answer or a gateway error: the server is out of reach; null for anything else, which the
 * field under the code tells (a 422 with its pointer).
 */
export function twoFactorProblemOf(error: unknown): TwoFactorProblem | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 401) return 'expired';
  if (error.status === 429) return 'throttled';
  if (UNREACHABLE.has(error.status)) return 'unreachable';
  return null;
}

/**
 * The server's QR code (an SVG document of our own server) as an image address: shown with <img>, so
 * nothing in it can run or reach the page. Null when the text is not an SVG document.
 */
export function svgImageSource(svg: string): string | null {
  const text = svg.trim();
  if (!/^(<\?xml[^>]*>\s*)?<svg[\s>]/i.test(text)) return null;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
}

/** A base32 secret in groups of four, as authenticator apps ask for it to be typed. */
export function groupedSecret(secret: string): string {
  return (secret.replace(/\s/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/** The recovery codes as a text file: a heading line, then one code a line. */
export function recoveryCodesFile(heading: string, codes: readonly string[]): string {
  return `${heading}\n\n${codes.join('\n')}\n`;
}

/** Whether two-factor sign-in is on, from `GET /me`; and whether the account has a password to ask for. */
export interface TwoFactorStatus {
  enabled: boolean;
  /**
   * Whether the account has a password (a Google-only one has none, and turning off takes a code alone);
   * null while the server does not say, when the password is asked for but left to the server to require.
   */
  hasPassword: boolean | null;
}

const attributesOf = (document: unknown): Record<string, unknown> => {
  if (typeof document !== 'object' || document === null || !('data' in document)) return {};
  const { data } = document;
  if (typeof data !== 'object' || data === null || !('attributes' in data)) return {};
  const { attributes } = data;
  return typeof attributes === 'object' && attributes !== null ? (attributes as Record<string, unknown>) : {};
};

export function twoFactorStatusOf(me: unknown): TwoFactorStatus {
  const attributes = attributesOf(me);
  const { email_sign_in: hasPassword } = attributes;
  return {
    enabled: attributes.two_factor_enabled === true,
    hasPassword: typeof hasPassword === 'boolean' ? hasPassword : null,
  };
}

/** What the setup answer brings: the secret (for typing in), its otpauth:// address and the QR code. */
export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  qrSvg: string;
}

/** The setup answer's attributes, or null when one is missing. */
export function twoFactorSetupOf(document: unknown): TwoFactorSetup | null {
  const { secret, otpauth_url: otpauthUrl, qr_svg: qrSvg } = attributesOf(document);
  if (typeof secret !== 'string' || typeof otpauthUrl !== 'string' || typeof qrSvg !== 'string') return null;
  if (!secret || !qrSvg) return null;
  return { secret, otpauthUrl, qrSvg };
}

/** The recovery codes of the confirm answer (strings only). */
export function recoveryCodesOf(document: unknown): string[] {
  const codes = attributesOf(document).recovery_codes;
  return Array.isArray(codes) ? codes.filter((code): code is string => typeof code === 'string') : [];
}
