import { isLocale, LOCALES, type Locale } from '@sorted/core/i18n/locales';
import { isValidationMessageKey } from '@sorted/core/i18n/validation-messages';
import { validationTexts } from '@sorted/core/i18n/validation-texts';
import i18next from 'i18next';
import { fieldFromPointer, type JsonApiError } from './api.ts';
import { joinCoreTexts } from './core-texts.ts';

const localeOf = (language: string | undefined): Locale => (isLocale(language) ? language : 'en');

// Core's `validation` namespace joins the app's i18next when this module loads (with the first form,
// not in the sign-in page's start chunk), in every language at once: a language then counts as
// resolved for its messages before its own texts arrive, as the forms' live errors expect. Where the
// app's i18next has not started (a unit test of this module alone) an i18next of its own answers.
type I18n = ReturnType<typeof i18next.createInstance>;
let joined = false;
function joinApp(): void {
  if (joined) return;
  joinCoreTexts('validation', validationTexts);
  joined = true;
}
if (i18next.isInitialized) joinApp();
else i18next.on('initialized', joinApp);

let standalone: I18n | undefined;
function validationI18n(): I18n {
  if (i18next.isInitialized) {
    joinApp();
    return i18next;
  }
  if (!standalone) {
    standalone = i18next.createInstance();
    void standalone.init({
      resources: Object.fromEntries(
        LOCALES.map((locale) => [locale, { validation: validationTexts[locale] }]),
      ),
      fallbackLng: 'en',
      ns: ['validation'],
      defaultNS: 'validation',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  }
  return standalone;
}

/**
 * A shared validation message (a key of core's `validation` namespace) in the user's language, its
 * {{placeholders}} filled from `values` (left as they are without one).
 */
export function validationText(
  code: string,
  language: string | undefined,
  values: Record<string, unknown> = {},
): string | undefined {
  if (!isValidationMessageKey(code)) return undefined;
  return validationI18n().t(code, { ...values, ns: 'validation', lng: localeOf(language) });
}

/** A message that names what it refused (the characters a PDF cannot print) ends with them. */
const naming = (text: string, characters: unknown) =>
  typeof characters === 'string' && characters ? `${text}: ${characters}` : text;

/** One error object's text for a person: by its `code` in the user's language, else the server's detail. */
export function errorText(error: JsonApiError, language: string | undefined): string | undefined {
  // A message that names a value ("more than the {{amount}} still due") takes it from the error's meta;
  // without it, the server's own text (already in the request's language) says it whole.
  const values = Object.fromEntries(
    Object.entries(error.meta ?? {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  const filled = error.code ? validationText(error.code, language, values) : undefined;
  const usable = filled && !/\{\{\w+\}\}/.test(filled) ? filled : undefined;
  return (usable && naming(usable, error.meta?.characters)) || error.detail || error.title;
}

export interface TranslatedErrors {
  /** The first message per attribute (`source.pointer` /data/attributes/<field>). */
  fields: Record<string, string>;
  /** The first error's message, for a form-level alert. */
  first: string | undefined;
}

/** A 422's errors, translated: what each field shows under it, and the first message. */
export function translateErrors(
  errors: readonly JsonApiError[],
  language: string | undefined,
): TranslatedErrors {
  const fields: Record<string, string> = {};
  let first: string | undefined;
  for (const error of errors) {
    const text = errorText(error, language);
    if (!text) continue;
    first ??= text;
    const field = fieldFromPointer(error.source?.pointer);
    if (field && !(field in fields)) fields[field] = text;
  }
  return { fields, first };
}

/** A schema issue as zod reports it (its message is a validation message key). */
interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly params?: unknown;
}

/** The first issue's message key per top-level field, from a failed shared-schema parse. */
export function issueCodes(issues: readonly Issue[]): Record<string, string> {
  const codes: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in codes)) codes[field] = issue.message;
  }
  return codes;
}

/** A failed shared-schema parse as messages per field, in the user's language. */
export function schemaErrors(issues: readonly Issue[], language: string | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || field in fields) continue;
    const { params } = issue;
    const characters =
      typeof params === 'object' && params && 'characters' in params ? params.characters : null;
    fields[field] = naming(validationText(issue.message, language) ?? issue.message, characters);
  }
  return fields;
}
