import { hmac } from '../lib/tokens.ts';
import type { OutgoingMail } from './outbox.repository.ts';

/**
 * Stands in a queued mail for the secret part of its link (a reset token, a verification signature).
 * Characters that neither URL encoding nor HTML escaping touch, so it survives both unchanged.
 */
export const LINK_SECRET = '__link_secret__';

/**
 * The secret part of a mailed link: an HMAC of a seed with SESSION_SECRET. The outbox keeps only the
 * seed, useless without the server's secret, and the delivery puts the value into the mail; so neither
 * a queued nor a delivered mail in a database copy holds a link that works.
 */
export const linkSecret = (secret: string, seed: string) => hmac(secret, seed);

/** The mail as it goes out: its link complete, when it has one. */
export function withLinkSecret<Mail extends Pick<OutgoingMail, 'text' | 'html' | 'linkSeed'>>(
  mail: Mail,
  secret: string,
): Mail {
  if (!mail.linkSeed) return mail;
  const value = linkSecret(secret, mail.linkSeed);
  return {
    ...mail,
    text: mail.text.replaceAll(LINK_SECRET, value),
    html: mail.html.replaceAll(LINK_SECRET, value),
  };
}
