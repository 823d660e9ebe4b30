// The records of a CSV statement, each with the file line it starts on. Banks write one transaction a
// line and no line break inside a field, so a record is a line: that makes the reader a few lines of
// quoting rules, where a general CSV library (csv-parse) weighed 25 KB gzip in the browser's column
// mapper, which reads files with this module too.

import { StatementProblem } from './statement-problem.ts';

export interface CsvRecord {
  /** The fields, trimmed. A blank line is one empty field. */
  fields: string[];
  /** 1-based line of the file where the record is. */
  line: number;
}

/**
 * The fields of one line: comma-separated, a field may be quoted ("a, b", with "" for a quote inside);
 * a quote inside an unquoted field (12" PIZZA) is text, and so is a quote inside a quoted field that is
 * not followed by a comma or the line's end. Null when a quote is left open at the line's end.
 */
function fieldsOf(text: string): string[] | null {
  const fields: string[] = [];
  let at = 0;
  for (;;) {
    if (text[at] === '"') {
      let value = '';
      at += 1;
      for (;;) {
        const quote = text.indexOf('"', at);
        if (quote < 0) return null;
        value += text.slice(at, quote);
        const after = text[quote + 1];
        if (after === '"') {
          value += '"';
          at = quote + 2;
        } else if (after === ',' || after === undefined) {
          at = quote + 1;
          break;
        } else {
          value += '"';
          at = quote + 1;
        }
      }
      // Spaces a spreadsheet left after the closing quote.
      const comma = text.indexOf(',', at);
      const end = comma < 0 ? text.length : comma;
      fields.push(value + text.slice(at, end));
      at = end;
    } else {
      const comma = text.indexOf(',', at);
      const end = comma < 0 ? text.length : comma;
      fields.push(text.slice(at, end));
      at = end;
    }
    if (at >= text.length) return fields;
    at += 1; // the comma
  }
}

/** The file's records (`text` with its line ends made \n); a quote left open is the file's error, at its line. */
export function csvRecords(text: string): CsvRecord[] {
  const lines = text.split('\n');
  // A file ending in a line break has no record after it.
  if (lines.at(-1) === '') lines.pop();
  return lines.map((lineText, index) => {
    const fields = fieldsOf(lineText);
    // Banks write no line breaks inside a field: a quote open at a line's end is a broken file.
    if (fields === null) throw new StatementProblem('broken_csv', index + 1, lineText);
    return { fields: fields.map((field) => field.trim()), line: index + 1 };
  });
}
