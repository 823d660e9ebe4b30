import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale, pickLocale } from '@sorted/core/i18n/locales';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setApiLanguage } from '../lib/api.ts';
import { STORAGE_KEYS, storage } from '../lib/storage.ts';
import shell from '../locales/en.json?shell';

// English for the frame and sign-in ships with the app, the rest of English's everyday texts with the
// first signed-in screen, and the texts of the screens opened a few times a year (help, the bank, tax
// time) with the first of those (see locale-shell-plugin.ts). The other languages are chunks fetched when
// chosen, in the same parts: their sign-in texts first, so a German visitor's sign-in page is as small as
// an English one.
type LocaleModule = () => Promise<{ default: ResourceKey }>;
const lazyShells: Record<Exclude<Locale, 'en'>, LocaleModule> = {
  de: () => import('../locales/de.json?shell'),
  es: () => import('../locales/es.json?shell'),
  fr: () => import('../locales/fr.json?shell'),
  'pt-br': () => import('../locales/pt-br.json?shell'),
};
type Part = 'everyday' | 'occasional';
const lazyParts: Record<Part, Record<Locale, LocaleModule>> = {
  everyday: {
    en: () => import('../locales/en.json?everyday'),
    de: () => import('../locales/de.json?everyday'),
    es: () => import('../locales/es.json?everyday'),
    fr: () => import('../locales/fr.json?everyday'),
    'pt-br': () => import('../locales/pt-br.json?everyday'),
  },
  occasional: {
    en: () => import('../locales/en.json?occasional'),
    de: () => import('../locales/de.json?occasional'),
    es: () => import('../locales/es.json?occasional'),
    fr: () => import('../locales/fr.json?occasional'),
    'pt-br': () => import('../locales/pt-br.json?occasional'),
  },
};

/** The parts screens have asked for: from then on a language comes with them. */
const wanted = new Set<Part>();
/** `<language> <part>`: the parts loaded (English's shell comes with the app). */
const loaded = new Set<string>();

const lazyBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, _namespace, callback) {
    if (!isLocale(language) || language === 'en') {
      callback(null, {});
      return;
    }
    const parts = [...wanted];
    const modules =
      parts.length === 0 ? [lazyShells[language]()] : parts.map((part) => lazyParts[part][language]());
    Promise.all(modules).then(
      (each) => {
        for (const part of parts) loaded.add(`${language} ${part}`);
        // The parts hold different sections (locale-shell-plugin.ts): side by side, not merged.
        callback(null, Object.assign({}, ...each.map((module) => module.default)) as ResourceKey);
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
  for (const part of wanted)
    loadPart(language, part).catch((error: unknown) =>
      console.error(`Could not load the ${language} texts`, error),
    );
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

const loading = new Map<string, Promise<void>>();

function loadPart(language: Locale, part: Part): Promise<void> {
  const key = `${language} ${part}`;
  if (loaded.has(key)) return Promise.resolve();
  let pending = loading.get(key);
  if (!pending) {
    pending = lazyParts[part][language]().then(
      (module) => {
        // Each part's sections replace those of the same name as they are (the everyday part holds
        // every section the sign-in part had, locale-shell-plugin.ts): merging key by key, on a copy,
        // took a phone a tenth of a second on the way to the first signed-in screen.
        i18next.addResourceBundle(language, 'translation', module.default, false, true, {
          silent: false,
          skipCopy: true,
        });
        loaded.add(key);
        loading.delete(key);
      },
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/** A part's texts in English (the fallback) and in the current language; languages chosen afterwards come with it. */
function loadTexts(part: Part): Promise<void> {
  wanted.add(part);
  return Promise.all([loadPart('en', part), target === 'en' ? undefined : loadPart(target, part)]).then(
    () => undefined,
  );
}

/** Every feature's everyday texts: screens outside sign-in wait for these before they show. */
export function loadEverydayTexts(): Promise<void> {
  return loadTexts('everyday');
}

/** A screen of help, the bank or tax time, with the texts only those screens use. */
export function withOccasionalTexts<T>(screen: Promise<T>): Promise<T> {
  return Promise.all([screen, loadTexts('everyday'), loadTexts('occasional')]).then(([module]) => module);
}

export { i18next };
