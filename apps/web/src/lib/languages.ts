import type { Locale } from '@sorted/core/i18n/locales';

/** The languages the language menu offers, each named in itself (so never translated). */
export const OFFERED_LANGUAGES = [
  { code: 'en', name: 'English', short: 'EN' },
  { code: 'es', name: 'Español', short: 'ES' },
  { code: 'pt-br', name: 'Português', short: 'PT' },
] as const satisfies ReadonlyArray<{ code: Locale; name: string; short: string }>;

export function isOffered(locale: string): boolean {
  return OFFERED_LANGUAGES.some((language) => language.code === locale);
}
