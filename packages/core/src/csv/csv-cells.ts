// CSV as accountants' spreadsheets read it (RFC 4180: comma-separated, CRLF line ends, a cell quoted
// when it holds a comma, a quote or a line break, quotes doubled). A text cell that starts with = + - @
// (or a tab or carriage return, which some spreadsheets skip before reading a formula, or the full-width
// ＝ ＋ － ＠, which some read as their ASCII forms) is prefixed with a single quote, so that a supplier
// or client named "=HYPERLINK(…)" stays text (formula injection).

import { type Cents, centsToDecimal } from '../money/cents.ts';

/** An amount of money written as a number with two decimals ("1234.50", "-12.00"), never defused. */
export interface CsvAmount {
  cents: Cents;
}

export type CsvCell = string | number | CsvAmount | null | undefined;

/** A cell of money: `csvAmount(123450)` is written 1234.50. */
export const csvAmount = (cents: Cents): CsvAmount => ({ cents });

const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: numbers as they are, amounts with two decimals, nothing for null, text defused and quoted when needed. */
export function csvCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'object') return centsToDecimal(cell.cents);
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell)) throw new RangeError('a CSV number must be finite');
    return String(cell);
  }
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line, without its line end. */
export function csvRow(cells: readonly CsvCell[]): string {
  return cells.map(csvCell).join(',');
}

/** The rows (the header first) as a document, each line ending with CRLF. */
export function csvDocument(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => `${csvRow(row)}\r\n`).join('');
}
