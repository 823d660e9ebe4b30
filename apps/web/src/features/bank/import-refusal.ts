import { ApiError } from '../../lib/api.ts';
import { errorText } from '../../lib/validation-errors.ts';

// What a refused statement import means to the screen. Two refusals are questions to the owner rather
// than faults of the file: a CSV in no layout Sorted knows (which columns hold what?) and a QIF file whose
// dates read either way (day or month first?). Anything else is said under the file field.

/** The largest statement the API takes (it answers 413 past it): said before the upload, not after. */
export const STATEMENT_MAX_BYTES = 10 * 1024 * 1024;

/** The file types the picker offers; the API judges the file by its content. */
export const STATEMENT_ACCEPT = '.csv,.ofx,.qfx,.qif,text/csv';

export type ImportRefusal =
  | { kind: 'unknown-format' }
  | { kind: 'ambiguous-dates' }
  /** Over STATEMENT_MAX_BYTES (413). */
  | { kind: 'too-large' }
  /** The file, or the mapping sent with it, refused: what to show (the server's detail names the line). */
  | { kind: 'refused'; text: string };

// The API's codes are core's validation keys ("statement_unknown_format"); core's parser names the same
// problems without the prefix ("unknown_format"). Either is read.
const problemOf = (code: string | undefined) => code?.replace(/^statement_/, '');

/** The refusal of an import, or null when the failure was no refusal (offline, the server broke). */
export function importRefusal(error: unknown, language: string | undefined): ImportRefusal | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 413) return { kind: 'too-large' };
  if (error.status !== 422) return null;
  const first = error.errors[0];
  const problem = problemOf(first?.code);
  if (problem === 'unknown_format') return { kind: 'unknown-format' };
  if (problem === 'ambiguous_dates') return { kind: 'ambiguous-dates' };
  // The server's detail, in the request's language, names the line ("Line 12: …"); the message of the
  // code alone would lose it.
  const text = first ? (first.detail ?? errorText(first, language)) : undefined;
  return text ? { kind: 'refused', text } : null;
}
