import { oneOf } from '../identifiers/one-of.ts';

export const LOCALES = ['en', 'de', 'es', 'fr', 'pt-br'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = oneOf(LOCALES);

/** The best of our locales for an Accept-Language header or a stored preference; English otherwise. */
export function pickLocale(preference: string | undefined | null): Locale {
  if (!preference) return DEFAULT_LOCALE;
  for (const range of preference.toLowerCase().split(',')) {
    const tag = range.split(';')[0]?.trim() ?? '';
    if (isLocale(tag)) return tag;
    if (tag.startsWith('pt')) return 'pt-br';
    const language = tag.split('-')[0];
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}
