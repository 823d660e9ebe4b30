let common: Promise<Set<string>> | undefined;

/**
 * OWASP ASVS 6.2.4: refuse passwords found in a list of the most common ones (compared
 * case-insensitively). The list is loaded with the first password set, not at start: ~17 MB of the
 * server's memory for something only registration and password resets use.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return (await common).has(password.toLowerCase());
}
