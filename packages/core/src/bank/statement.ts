// What every bank statement format comes down to, and what the parsers answer. The parsers
// (`parse-statement.ts`) are pure: bytes in, lines or one error naming the line out; the API stores
// the file and the lines, the web shows the error.

/** The formats a statement file can be in; the CSV layouts of the four big Australian banks are told apart. */
export type StatementFormat =
  | 'ofx'
  | 'qif'
  | 'csv-commbank'
  | 'csv-anz'
  | 'csv-nab'
  | 'csv-westpac'
  | 'csv-mapped';

/** One transaction as the bank wrote it. */
export interface StatementLine {
  /** 1-based line (CSV row, QIF/OFX line where the record starts) in the file, for messages. */
  sourceLine: number;
  /** ISO date, YYYY-MM-DD: the date the bank posted it. */
  date: string;
  /** Integer cents, signed: money in is positive, money out negative. */
  amountCents: number;
  /** The bank's narrative, whitespace collapsed, as the owner will read it. */
  description: string;
  /** The account's balance after this line, when the file says (integer cents), else null. */
  balanceCents: number | null;
  /** The bank's own transaction id (OFX FITID), else null. Not trusted alone: one bank repeats them. */
  bankId: string | null;
}

/** How to read a CSV in no known layout; saved per bank account and re-used. */
export interface ColumnMapping {
  /** Rows before the first transaction (headings, account details). */
  skipRows: number;
  /** 0-based column numbers. */
  dateColumn: number;
  dateFormat: 'DD/MM/YYYY' | 'MM/DD/YYYY' | 'YYYY-MM-DD' | 'D MMM YY' | 'D MMM YYYY';
  /** One signed amount column, or debit and credit columns (each positive, one of them empty). */
  amount: { kind: 'signed'; column: number } | { kind: 'split'; debitColumn: number; creditColumn: number };
  descriptionColumns: number[];
  balanceColumn: number | null;
}

/** Why a file could not be read; nothing of it is kept. */
export type StatementErrorCode =
  | 'empty' // no transactions at all
  | 'unknown_format' // not OFX, QIF or a CSV layout we know, and no mapping given
  | 'broken_ofx' // OFX/QFX whose structure cannot be read
  | 'broken_csv' // a CSV whose quoting cannot be read (a quote never closed)
  | 'bad_date' // a date that is not a date in the layout's order
  | 'bad_amount' // an amount that is not a number of dollars and cents
  | 'missing_field' // a row without its date or amount
  | 'ambiguous_dates'; // QIF (or a mapped CSV) whose day/month order the file cannot settle

export interface StatementError {
  code: StatementErrorCode;
  /** 1-based line in the file, when the problem is on one. */
  line: number | null;
  /** The offending text, cut to 80 characters, for the message. */
  text: string | null;
}

export type ParsedStatement =
  | {
      ok: true;
      format: StatementFormat;
      lines: StatementLine[];
      /** Lines left out on purpose (pending, zero amount, an opening-balance row), with their source lines. */
      skipped: { sourceLine: number; reason: 'pending' | 'zero' | 'balance_row' }[];
      /** The file's closing balance and its date when it states one apart from the lines (OFX LEDGERBAL). */
      closingBalance: { date: string; cents: number } | null;
    }
  | { ok: false; error: StatementError };

/** What each format's reader makes of a file it could read. */
export type StatementReading = Omit<Extract<ParsedStatement, { ok: true }>, 'ok'>;

export interface ParseOptions {
  /** For a CSV in no known layout. */
  mapping?: ColumnMapping;
  /** QIF day/month order when the owner has said; without it an ambiguous file is refused. */
  qifDateOrder?: 'DMY' | 'MDY';
}
