import type { Locale } from '@sorted/core/i18n/locales';
import { fieldError } from '../../lib/validation.ts';

let common: Promise<Set<string>> | undefined;

/**
 * OWASP ASVS 6.2.4: refuse passwords found in a list of the most common ones (compared
 * case-insensitively). The list is loaded with the first password set, not at start: ~17 MB of the
 * server's memory for something only setting a password uses.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return (await common).has(password.toLowerCase());
}

/**
 * The one policy for every password set (registration, reset, an administrator's new account), on top
 * of the schema's rules: refuses a common one with the `password` field error.
 */
export async function refuseCommonPassword(password: string, locale: Locale): Promise<void> {
  if (await isCommonPassword(password)) throw fieldError(locale, 'password', 'password_common');
}
