import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale, pickLocale } from '@sorted/core/i18n/locales';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setApiLanguage } from '../lib/api.ts';
import { STORAGE_KEYS, storage } from '../lib/storage.ts';
import shell from '../locales/en.json?shell';

// English for the frame and sign-in ships with the app, the rest of English with the first signed-in
// screen (see locale-shell-plugin.ts). The other languages are chunks fetched when chosen, in the same
// two parts: their sign-in texts first, everything else with the first signed-in screen, so a German
// visitor's sign-in page is as small as an English one.
type LocaleModule = () => Promise<{ default: ResourceKey }>;
const lazyShells: Record<Exclude<Locale, 'en'>, LocaleModule> = {
  de: () => import('../locales/de.json?shell'),
  es: () => import('../locales/es.json?shell'),
  fr: () => import('../locales/fr.json?shell'),
  'pt-br': () => import('../locales/pt-br.json?shell'),
};
const lazyLocales: Record<Locale, LocaleModule> = {
  en: () => import('../locales/en.json'),
  de: () => import('../locales/de.json'),
  es: () => import('../locales/es.json'),
  fr: () => import('../locales/fr.json'),
  'pt-br': () => import('../locales/pt-br.json'),
};

/** True once a signed-in screen was asked for: from then on a language comes with all its texts. */
let wantAllTexts = false;
/** The languages whose every text is loaded (English's shell comes with the app). */
const complete = new Set<Locale>();

const lazyBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, _namespace, callback) {
    if (!isLocale(language) || language === 'en') {
      callback(null, {});
      return;
    }
    const all = wantAllTexts;
    (all ? lazyLocales[language] : lazyShells[language])().then(
      (module) => {
        if (all) complete.add(language);
        callback(null, module.default);
      },
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

/** The language being switched to (or on), known before its texts have arrived. */
let target: Locale = DEFAULT_LOCALE;
i18next.on('languageChanging', (language: string) => {
  if (!isLocale(language)) return;
  target = language;
  // Past sign-in, a language whose sign-in texts alone were loaded before gets the rest now.
  if (wantAllTexts)
    loadAll(language).catch((error: unknown) => console.error(`Could not load the ${language} texts`, error));
});

i18next.on('languageChanged', (language) => {
  if (!isLocale(language)) return;
  // The server answers (error details, mails) in the user's language.
  setApiLanguage(language);
  document.documentElement.lang = htmlLang(language);
});

// Core's namespaces join when they are first needed: `validation` with the first message shown
// (lib/validation-errors.ts), `pdf` with the client's page (features/client-page).
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
    // Screens redraw when texts arrive after their language was switched on (see loadAll).
    react: { useSuspense: false, bindI18nStore: 'added' },
  });

const loading = new Map<Locale, Promise<void>>();

function loadAll(language: Locale): Promise<void> {
  if (complete.has(language)) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = lazyLocales[language]().then(
      (module) => {
        // The whole file holds every section the sign-in part had (locale-shell-plugin.ts), so its
        // sections replace those as they are: merging the two key by key, on a copy, took a phone a
        // tenth of a second on the way to the first signed-in screen.
        i18next.addResourceBundle(language, 'translation', module.default, false, true, {
          silent: false,
          skipCopy: true,
        });
        complete.add(language);
        loading.delete(language);
      },
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

/**
 * Adds every feature's texts, in English (the fallback) and in the current language (screens outside
 * sign-in wait for this before they show); languages chosen afterwards come whole.
 */
export function loadAllTexts(): Promise<void> {
  wantAllTexts = true;
  return Promise.all([loadAll('en'), target === 'en' ? undefined : loadAll(target)]).then(() => undefined);
}

export { i18next };
