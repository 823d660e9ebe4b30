import type { StatementError, StatementErrorCode } from '@sorted/core/bank/statement';
import type { Locale } from '@sorted/core/i18n/locales';
import { translate } from '@sorted/core/i18n/translate';
import { errorObject, HttpError } from '../../lib/http-error.ts';

// A statement that cannot be read is refused as a whole (nothing of it is kept), with what was wrong and
// where: "Line 12: "31/02/2025" is not a date." Each problem has its own `code`, so that the web can act
// on it (statement_unknown_format opens the column mapper, statement_ambiguous_dates asks the order).

const CODES = {
  empty: 'statement_empty',
  unknown_format: 'statement_unknown_format',
  broken_ofx: 'statement_broken_ofx',
  broken_csv: 'statement_broken_csv',
  bad_date: 'statement_bad_date',
  bad_amount: 'statement_bad_amount',
  missing_field: 'statement_missing_field',
  ambiguous_dates: 'statement_ambiguous_dates',
} as const satisfies Record<StatementErrorCode, string>;

/** The 422 on the file for a statement the parser refused, in the asker's language. */
export function statementError(locale: Locale, error: StatementError): HttpError {
  const code = CODES[error.code];
  const problem = translate(locale, 'validation', code, { text: error.text ?? '' });
  const detail =
    error.line === null
      ? problem
      : translate(locale, 'validation', 'statement_at_line', { line: error.line, problem });
  return new HttpError(422, detail, {
    errors: [
      {
        ...errorObject(422, detail, 'file'),
        code,
        meta: {
          ...(error.line === null ? {} : { line: String(error.line) }),
          ...(error.text === null ? {} : { text: error.text }),
        },
      },
    ],
  });
}
