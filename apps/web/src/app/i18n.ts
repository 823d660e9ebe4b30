import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale, pickLocale } from '@sorted/core/i18n/locales';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setApiLanguage } from '../lib/api.ts';
import { STORAGE_KEYS, storage } from '../lib/storage.ts';
import shell from '../locales/en.json?shell';

// English for the frame and sign-in ships with the app, the rest of English with the first signed-in
// screen (see locale-shell-plugin.ts); the other languages are separate chunks fetched when chosen, so
// the sign-in page stays small.
const lazyLocales: Record<Exclude<Locale, 'en'>, () => Promise<{ default: ResourceKey }>> = {
  de: () => import('../locales/de.json'),
  es: () => import('../locales/es.json'),
  fr: () => import('../locales/fr.json'),
  'pt-br': () => import('../locales/pt-br.json'),
};

const lazyBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, _namespace, callback) {
    const load = isLocale(language) && language !== 'en' ? lazyLocales[language] : undefined;
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : String(error), null),
    );
  },
};

/**
 * The language the person chose (see chooseLanguage), else the best of the browser's preferences among
 * all five (German and French too, though the menu lists them under "More languages"), else English.
 */
export function initialLocale(): Locale {
  const stored = storage.get(STORAGE_KEYS.locale);
  if (isLocale(stored)) return stored;
  return pickLocale(navigator.languages.join(','));
}

export function htmlLang(locale: string): string {
  return locale === 'pt-br' ? 'pt-BR' : locale;
}

i18next.on('languageChanged', (language) => {
  if (!isLocale(language)) return;
  // The server answers (error details, mails) in the user's language.
  setApiLanguage(language);
  document.documentElement.lang = htmlLang(language);
});

export const i18nReady = i18next
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: shell } },
    partialBundledLanguages: true,
    lng: initialLocale(),
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    lowerCaseLng: true,
    returnNull: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });

let allEnglish: Promise<void> | undefined;

/** Adds the English texts of every feature (screens outside sign-in wait for this before they show). */
export function loadAllEnglish(): Promise<void> {
  allEnglish ??= import('../locales/en.json').then(
    (module) => {
      i18next.addResourceBundle('en', 'translation', module.default, true, false);
    },
    (error: unknown) => {
      allEnglish = undefined;
      throw error;
    },
  );
  return allEnglish;
}

export { i18next };
