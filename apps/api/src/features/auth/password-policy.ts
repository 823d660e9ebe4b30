import { readFile } from 'node:fs/promises';
import type { Locale } from '@sorted/core/i18n/locales';
import { fieldError } from '../../lib/validation.ts';

let common: Promise<string> | undefined;

/**
 * OWASP ASVS 6.2.4: refuse passwords found in a list of the most common ones (compared
 * case-insensitively). The list (made by scripts/generate-common-passwords.ts) is one string of ~390 KB,
 * a line per password, read with the first password set; a scan of it takes well under a millisecond.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= readFile(new URL('./common-passwords.txt', import.meta.url), 'utf8').then((text) => `\n${text}`);
  // A line break would let a "password" span two lines of the list.
  if (password.length === 0 || password.includes('\n')) return false;
  return (await common).includes(`\n${password.toLowerCase()}\n`);
}

/**
 * The one policy for every password set (registration, reset, an administrator's new account), on top
 * of the schema's rules: refuses a common one with the `password` field error.
 */
export async function refuseCommonPassword(password: string, locale: Locale): Promise<void> {
  if (await isCommonPassword(password)) throw fieldError(locale, 'password', 'password_common');
}
