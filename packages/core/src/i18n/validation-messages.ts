import { validationTexts } from './resources.ts';

/**
 * A validation rule's message, named by its key in the `validation` namespace (resources/validation.json).
 * Schemas name a key; the API answers with the key as the error's `code` and its text as `detail`, the web
 * shows the text in the user's language.
 */
export type ValidationMessageKey = keyof typeof validationTexts.en;

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return Object.hasOwn(validationTexts.en, value);
}
