import pdf from './resources/pdf.json' with { type: 'json' };
import type { InEveryLanguage } from './resources.ts';

/** The words of a document as its PDF prints them (and the client's page shows them), in every language. */
export const pdfTexts = pdf satisfies InEveryLanguage<typeof pdf>;
