import { safeEqual, sha256 } from '../../lib/tokens.ts';
import { LINK_SECRET, linkSecret } from '../../mail/link-secret.ts';

export const VERIFICATION_LINK_MINUTES = 60;

export interface VerificationParts {
  userId: number;
  hash: string;
  expires: number;
  signature: string;
}

const emailHash = (email: string) => sha256(email).slice(0, 40);
const seedOf = (parts: Omit<VerificationParts, 'signature'>) =>
  `verify.${parts.userId}.${parts.hash}.${parts.expires}`;
const sign = (secret: string, parts: Omit<VerificationParts, 'signature'>) =>
  linkSecret(secret, seedOf(parts));

/**
 * The link mailed after registration: the SPA's /email/verify with the user, a hash of the e-mail, expiry
 * and HMAC. As queued in the outbox its signature is LINK_SECRET, computed from `seed` at delivery.
 */
export function verificationMailLink(
  appUrl: string,
  user: { id: number; email: string },
  now: Date,
): { link: string; seed: string } {
  const parts = {
    userId: user.id,
    hash: emailHash(user.email),
    expires: Math.floor(now.getTime() / 1000) + VERIFICATION_LINK_MINUTES * 60,
  };
  const query = new URLSearchParams({
    id: String(parts.userId),
    hash: parts.hash,
    expires: String(parts.expires),
    signature: LINK_SECRET,
  });
  return { link: `${appUrl}/email/verify?${query}`, seed: seedOf(parts) };
}

/** The verification link as the user receives it. */
export function verificationLink(
  appUrl: string,
  secret: string,
  user: { id: number; email: string },
  now: Date,
): string {
  const { link, seed } = verificationMailLink(appUrl, user, now);
  return link.replace(LINK_SECRET, linkSecret(secret, seed));
}

export type LinkCheck = 'valid' | 'invalid' | 'expired';

/** Whether a link's parts were signed by us for this user's current e-mail, and still in time. */
export function checkVerificationLink(
  secret: string,
  parts: VerificationParts,
  email: string,
  now: Date,
): LinkCheck {
  if (!safeEqual(sign(secret, parts), parts.signature) || !safeEqual(parts.hash, emailHash(email)))
    return 'invalid';
  return parts.expires * 1000 < now.getTime() ? 'expired' : 'valid';
}
