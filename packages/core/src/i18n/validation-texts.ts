import validation from './resources/validation.json' with { type: 'json' };
import type { InEveryLanguage } from './resources.ts';

/** The validation rules' messages in every language (the API's error details, the web's field errors). */
export const validationTexts = validation satisfies InEveryLanguage<typeof validation>;
