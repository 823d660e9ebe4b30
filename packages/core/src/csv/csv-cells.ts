// CSV for spreadsheets (RFC 4180: comma-separated, CRLF line ends, a field quoted when it holds a
// comma, a quote or a line break, quotes doubled). A cell a spreadsheet would read as a formula
// (starting with = + - @, or a tab or carriage return that some strip first) gets a leading
// apostrophe, so text a user typed cannot run as a formula when the file is opened (OWASP "CSV
// Injection"). A plain decimal number ("-10.50") is left as it is: it cannot be a formula, and a
// spreadsheet should read a negative amount as a number.

export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

function cellText(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return String(cell);
  const text = FORMULA_START.test(cell) && !DECIMAL.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of CSV (without its line end). */
export function csvRow(cells: readonly CsvCell[]): string {
  return cells.map(cellText).join(',');
}

/** A whole CSV file: its lines, each ended by CRLF. */
export function csvDocument(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => `${csvRow(row)}\r\n`).join('');
}
