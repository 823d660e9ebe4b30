import i18next from 'i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.ts';
import {
  adjustmentNoteTexts,
  basTexts,
  type CoreTexts,
  mailTexts,
  type Namespace,
  notificationTexts,
  packTexts,
  pdfTexts,
  type TextKey,
  validationTexts,
} from './resources.ts';

/** Every namespace in every language, as i18next takes resources (language → namespace → texts). */
export const coreResources: Record<Locale, CoreTexts> = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    {
      validation: validationTexts[locale],
      pdf: pdfTexts[locale],
      adjustmentNote: adjustmentNoteTexts[locale],
      bas: basTexts[locale],
      mail: mailTexts[locale],
      notification: notificationTexts[locale],
      pack: packTexts[locale],
    },
  ]),
) as Record<Locale, CoreTexts>;

// The one way core and the API put a text in a language: i18next over core's resources. Its own
// instance, so that the web's (a different i18next, with the web's texts too) never shares state with it.
const instance = i18next.createInstance();
void instance.init({
  resources: coreResources,
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  lowerCaseLng: true,
  ns: Object.keys(coreResources.en),
  defaultNS: false,
  // Texts go into mails (escaped there), PDFs and JSON, never straight into HTML.
  interpolation: { escapeValue: false },
  initAsync: false,
});

export type TextValues = Record<string, string | number>;

/** A text of a namespace in the language, its {{placeholders}} filled from `values`. */
export function translate<N extends Namespace>(
  locale: Locale,
  namespace: N,
  key: TextKey<CoreTexts[N]>,
  values: TextValues = {},
): string {
  // Typed here rather than by i18next's own declarations, which the web fills with its resources.
  const t = instance.t as unknown as (key: string, options: object) => string;
  return t(key, { ...values, lng: locale, ns: namespace });
}

/** The texts of one namespace in one language, as a function of their keys. */
export function translator<N extends Namespace>(
  locale: Locale,
  namespace: N,
): (key: TextKey<CoreTexts[N]>, values?: TextValues) => string {
  return (key, values) => translate(locale, namespace, key, values);
}
