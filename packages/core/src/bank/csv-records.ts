// The records of a CSV statement, each with the file line it starts on. csv-parse's browser build is
// used because its Node entry reads the global Buffer, which a browser does not have; this module runs
// in both.

import { CsvError, parse } from 'csv-parse/browser/esm/sync';
import { StatementProblem } from './statement-problem.ts';

export interface CsvRecord {
  /** The fields, trimmed. A blank line is one empty field. */
  fields: string[];
  /** 1-based line of the file where the record is. */
  line: number;
}

/** The file's records; a quote never closed is the file's error, at the line where it opens. */
export function csvRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  const lineOf = (line: number) => text.split('\n')[line - 1] ?? null;
  let next = 1;
  try {
    parse(text, {
      // NAB leaves the last fields off a row without a merchant; spreadsheets append empty ones.
      relax_column_count: true,
      // A quote inside an unquoted field (12" PIZZA) is text, not the start of a quoted one.
      relax_quotes: true,
      on_record: (fields: string[], context) => {
        // Banks write no line breaks inside a field: a record over several lines is a quote left open
        // that swallowed the rows after it.
        if (context.lines > next) throw new StatementProblem('broken_csv', next, lineOf(next));
        records.push({ fields: fields.map((field) => field.trim()), line: next });
        next = context.lines + 1;
        return null;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    throw new StatementProblem('broken_csv', next, lineOf(next));
  }
  return records;
}
