import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

/** OWASP ASVS 6.2.4: refuse passwords found in a list of the most common ones (compared case-insensitively). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}
