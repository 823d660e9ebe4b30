import type { Locale } from '@sorted/core/i18n/locales';
import i18next from 'i18next';
import { STORAGE_KEYS, storage } from './storage.ts';

interface Language {
  code: Locale;
  /** Named in itself (so never translated). */
  name: string;
  /** What the top bar shows on a phone. */
  short: string;
}

/** The languages the language menu offers (spec §2: English, Spanish, Portuguese). */
export const OFFERED_LANGUAGES = [
  { code: 'en', name: 'English', short: 'EN' },
  { code: 'es', name: 'Español', short: 'ES' },
  { code: 'pt-br', name: 'Português', short: 'PT' },
] as const satisfies readonly Language[];

/** The other complete translations, behind the menu's "More languages" (and chosen from the browser's preference). */
export const MORE_LANGUAGES = [
  { code: 'de', name: 'Deutsch', short: 'DE' },
  { code: 'fr', name: 'Français', short: 'FR' },
] as const satisfies readonly Language[];

export const ALL_LANGUAGES: readonly Language[] = [...OFFERED_LANGUAGES, ...MORE_LANGUAGES];

export function languageOf(code: string | undefined): Language {
  return ALL_LANGUAGES.find((language) => language.code === code) ?? OFFERED_LANGUAGES[0];
}

export function isMoreLanguage(code: string | undefined): boolean {
  return MORE_LANGUAGES.some((language) => language.code === code);
}

const chosenListeners = new Set<(code: Locale) => void>();

/** Called with each language the person picks (the session saves it on a signed-in account). */
export function whenLanguageChosen(listener: (code: Locale) => void): () => void {
  chosenListeners.add(listener);
  return () => chosenListeners.delete(listener);
}

/**
 * A language the person picked: remembered (it then wins over the browser's preference on every visit)
 * and switched to; i18n then tells the API and sets <html lang>.
 */
export function chooseLanguage(code: Locale): Promise<unknown> {
  storage.set(STORAGE_KEYS.locale, code);
  for (const listener of chosenListeners) listener(code);
  return i18next.changeLanguage(code);
}
