import { randomInt } from 'node:crypto';
import { sha256 } from '../../lib/tokens.ts';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
export const RECOVERY_CODE_COUNT = 10;

/** Ten new codes of 10 random base32 characters (50 bits each), shown as xxxxx-xxxxx. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const characters = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${characters.slice(0, 5)}-${characters.slice(5)}`;
  });
}

/**
 * What is stored of a code (normalised by recoveryCode() from the shared schema): random codes of 50
 * bits, tried at a few per account and minute, need no slow hash.
 */
export const recoveryCodeHash = (normalised: string) => sha256(`recovery:${normalised}`);
