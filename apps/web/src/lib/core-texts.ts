import { LOCALES, type Locale } from '@sorted/core/i18n/locales';
import i18next from 'i18next';

/**
 * Adds one of core's namespaces (validation messages, notifications, a document's labels) to the app's
 * i18next in every language, from the module that reads it. Silently: only that module reads it, so
 * nothing drawn can be waiting for it, and the 'added' event redraws every part that has texts
 * (react-i18next's bindI18nStore, app/i18n.ts), synchronously: the whole screen, in the task that
 * loaded the chunk (25 ms of the BAS's longest task on load, unthrottled).
 */
export function joinCoreTexts(namespace: string, texts: { readonly [locale in Locale]: object }): void {
  // Not copied (skipCopy): the tables are core's constants, which nothing changes, and i18next's copy is
  // a JSON round trip of each language's table (the validation messages: 24 KB each) on the way to a form.
  for (const locale of LOCALES)
    i18next.addResourceBundle(locale, namespace, texts[locale], false, false, {
      silent: true,
      skipCopy: true,
    });
}
