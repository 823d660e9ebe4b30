import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (OWASP's minimum: 19 MiB, 2 passes).
export const hashPassword = (password: string) => hash(password);

let decoy: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (no such user, or a Google-only account)
 * it checks against a decoy, so that the answer takes as long either way and reveals nothing.
 */
export async function passwordMatches(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    decoy ??= hash('decoy password for unknown accounts');
    await verify(await decoy, password);
    return false;
  }
  return verify(storedHash, password);
}
