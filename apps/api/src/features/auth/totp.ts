import { Secret, TOTP } from 'otpauth';

// RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps, 160-bit secrets.
const ISSUER = 'Sorted';
const PERIOD = 30;
// One step either side: a phone clock a little off, or a code typed just as it changed.
const WINDOW = 1;

const totp = (secret: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret });

/** A new random secret, in base32 (what apps take when typed in). */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** What the app scans: otpauth://totp/Sorted:<email>?issuer=Sorted&secret=…. */
export const otpauthUrl = (secret: string, email: string) => totp(secret, email).toString();

/** The QR code of the otpauth URL as an SVG document. The QR library loads on the first setup (~7 MB). */
export async function qrSvg(url: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** The time step the code belongs to (within the window around now), or undefined for a wrong code. */
export function matchingStep(secret: string, code: string, now = Date.now()): number | undefined {
  const delta = totp(secret).validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? undefined : TOTP.counter({ period: PERIOD, timestamp: now }) + delta;
}
