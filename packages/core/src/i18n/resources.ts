import type { Locale } from './locales.ts';
import adjustmentNote from './resources/adjustment-note.json' with { type: 'json' };
import bas from './resources/bas.json' with { type: 'json' };
import mail from './resources/mail.json' with { type: 'json' };
import type notification from './resources/notification.json';
import pack from './resources/pack.json' with { type: 'json' };
import type pdf from './resources/pdf.json';
import type validation from './resources/validation.json';

// Core's texts as i18next resources, one JSON file per namespace holding every language. English is the
// spec's wording and sets the keys: the type below fails to compile when a language lacks one of them
// (resources.test.ts also refuses keys English does not have). The API and the PDFs read them through
// translate.ts; the web loads the namespaces it shows into its own i18next instance (app/i18n.ts), so
// that its bundle carries neither the mails nor the BAS worksheet's words.

/** A namespace's texts as each language must give them: every key of English's, each a string. */
type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export type InEveryLanguage<T extends { en: unknown }> = Record<Locale, Texts<T['en']>>;

// The two namespaces the web shows have modules of their own, so that its bundles take each where it
// is used (the validation texts at start, the PDF's words with the client's page) and no other.
export { notificationTexts } from './notification-texts.ts';
export { pdfTexts } from './pdf-texts.ts';
export { validationTexts } from './validation-texts.ts';
export const adjustmentNoteTexts = adjustmentNote satisfies InEveryLanguage<typeof adjustmentNote>;
export const basTexts = bas satisfies InEveryLanguage<typeof bas>;
export const mailTexts = mail satisfies InEveryLanguage<typeof mail>;
export const packTexts = pack satisfies InEveryLanguage<typeof pack>;

/** Core's namespaces in English: their keys are the typed ones. (A type, not an interface: i18next takes it as an index of texts.) */
export type CoreTexts = {
  validation: typeof validation.en;
  pdf: typeof pdf.en;
  adjustmentNote: typeof adjustmentNote.en;
  bas: typeof bas.en;
  mail: typeof mail.en;
  notification: typeof notification.en;
  pack: typeof pack.en;
};
export type Namespace = keyof CoreTexts;

/** A key of a namespace, nested keys joined by dots as i18next reads them ("reminder.subject"). */
export type TextKey<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${TextKey<T[K]>}`;
}[keyof T & string];
