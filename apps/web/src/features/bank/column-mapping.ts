import { csvRecords } from '@sorted/core/bank/csv-records';
import { readCsvStatement } from '@sorted/core/bank/csv-statement';
import type { ColumnMapping, StatementError } from '@sorted/core/bank/statement';
import { parsedFrom } from '@sorted/core/bank/statement-problem';
import { statementText } from '@sorted/core/bank/statement-text';
import type { Cents } from '@sorted/core/money/cents';
import { columnMappingSchema } from '@sorted/core/schemas/bank-accounts';

// The column mapper's model, pure: the first rows of a CSV in no layout Sorted knows (read in the
// browser, as the API will read it), the owner's choices of which column holds what, the ColumnMapping
// those choices make, and how the first rows read through it, with core's own parser.

export type DateFormat = ColumnMapping['dateFormat'];
/** The date formats the API takes in a mapping. */
export const DATE_FORMATS: readonly DateFormat[] = columnMappingSchema.shape.dateFormat.options;

/** The rows of the file the mapper shows. */
export const PREVIEW_ROWS = 8;
/** How many rows the owner may skip: headings and account details, never a statement's worth. */
export const MAX_SKIPPED_ROWS = 20;
/** The lines read through the mapping as its live preview. */
const READ_LINES = 5;

export interface PreviewRow {
  /** 1-based line of the file. */
  line: number;
  fields: string[];
}

export interface FilePreview {
  /** The file's first lines, enough to skip MAX_SKIPPED_ROWS and read a preview after them. */
  head: string;
  /** Its records from the top (PREVIEW_ROWS are shown; the rest serve the guesses and the skipping). */
  rows: PreviewRow[];
  /** The most fields of any of those rows. */
  columns: number;
}

/** What the owner chooses; null where nothing is chosen yet. */
export interface MapperChoices {
  skipRows: number;
  dateColumn: number | null;
  dateFormat: DateFormat;
  amountKind: 'signed' | 'split';
  amountColumn: number | null;
  debitColumn: number | null;
  creditColumn: number | null;
  descriptionColumns: number[];
  balanceColumn: number | null;
}

/** One transaction as the mapping reads it, for the preview. */
export interface ReadLine {
  line: number;
  date: string;
  amountCents: Cents;
  description: string;
  balanceCents: Cents | null;
}

export type MappedReading = { ok: true; lines: ReadLine[] } | { ok: false; error: StatementError };

/** The first rows of the file, or null when it is no CSV that can be read at all. */
export function filePreview(bytes: Uint8Array): FilePreview | null {
  const lines = statementText(bytes).split('\n');
  const head = lines.slice(0, MAX_SKIPPED_ROWS + PREVIEW_ROWS + READ_LINES).join('\n');
  try {
    const rows = csvRecords(head).slice(0, MAX_SKIPPED_ROWS + PREVIEW_ROWS);
    if (rows.every((row) => row.fields.every((field) => field === ''))) return null;
    return { head, rows, columns: Math.max(...rows.map((row) => row.fields.length)) };
  } catch {
    return null;
  }
}

/** The mapping the choices make, or null until the date, the amount and a description are chosen. */
export function mappingOf(choices: MapperChoices): ColumnMapping | null {
  const { dateColumn, amountColumn, debitColumn, creditColumn, descriptionColumns } = choices;
  if (dateColumn === null || descriptionColumns.length === 0) return null;
  let amount: ColumnMapping['amount'];
  if (choices.amountKind === 'signed') {
    if (amountColumn === null) return null;
    amount = { kind: 'signed', column: amountColumn };
  } else {
    if (debitColumn === null || creditColumn === null || debitColumn === creditColumn) return null;
    amount = { kind: 'split', debitColumn, creditColumn };
  }
  return {
    skipRows: choices.skipRows,
    dateColumn,
    dateFormat: choices.dateFormat,
    amount,
    descriptionColumns: [...descriptionColumns].sort((a, b) => a - b),
    balanceColumn: choices.balanceColumn,
  };
}

/** The choices of a mapping saved before (the account's last), to start from. */
export function choicesOf(mapping: ColumnMapping): MapperChoices {
  const { amount } = mapping;
  return {
    skipRows: mapping.skipRows,
    dateColumn: mapping.dateColumn,
    dateFormat: mapping.dateFormat,
    amountKind: amount.kind,
    amountColumn: amount.kind === 'signed' ? amount.column : null,
    debitColumn: amount.kind === 'split' ? amount.debitColumn : null,
    creditColumn: amount.kind === 'split' ? amount.creditColumn : null,
    descriptionColumns: [...mapping.descriptionColumns],
    balanceColumn: mapping.balanceColumn,
  };
}

/** How the first transactions read through the mapping: core's CSV reader, on the file's first rows. */
export function readThrough(preview: FilePreview, mapping: ColumnMapping): MappedReading {
  const head = preview.head
    .split('\n')
    .slice(0, mapping.skipRows + READ_LINES)
    .join('\n');
  // The CSV reader alone, as the server reads a CSV with a mapping (the OFX and QIF readers stay out of
  // the browser's bundle).
  const parsed = parsedFrom(() => readCsvStatement(head, mapping));
  if (!parsed.ok) return parsed;
  return {
    ok: true,
    lines: parsed.lines.slice(0, READ_LINES).map((line) => ({
      line: line.sourceLine,
      date: line.date,
      amountCents: line.amountCents,
      description: line.description,
      balanceCents: line.balanceCents,
    })),
  };
}

// The guesses: what a column's cells look like, and what its heading says.
const DATE_LIKE =
  /^(?:\d{1,2}\s*[/.-]\s*\d{1,2}\s*[/.-]\s*\d{2,4}|\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[\s-]+[a-z]{3,9}\.?[\s-]+\d{2,4})(?:[\sT].*)?$/i;
const AMOUNT_LIKE = /^[+-]?\s*\$?\s*[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?(?:\s*(?:CR|DR))?$/i;
const HEADINGS = {
  debit: /debit|withdraw|money out|paid out|\bout\b/i,
  credit: /credit|deposit|money in|paid in|\bin\b/i,
  balance: /balance|running/i,
  amount: /amount|value|sum/i,
  description: /desc|narrat|detail|memo|payee|particular|reference|merchant|transaction/i,
};

type Heading = keyof typeof HEADINGS;

/** The day first unless a date's first part could only be a month's day past 12 the other way. */
function guessDateFormat(samples: readonly string[]): DateFormat {
  const first = samples[0] ?? '';
  if (/^\d{4}-/.test(first)) return 'YYYY-MM-DD';
  const named = /^\d{1,2}[\s-]+[a-z]{3,9}\.?[\s-]+(\d{2,4})/i.exec(first);
  if (named) return (named[1] ?? '').length === 4 ? 'D MMM YYYY' : 'D MMM YY';
  const parts = samples.map((sample) => /^(\d{1,2})\s*[/.-]\s*(\d{1,2})/.exec(sample));
  const monthFirst =
    parts.some((part) => Number(part?.[2]) > 12) && !parts.some((part) => Number(part?.[1]) > 12);
  return monthFirst ? 'MM/DD/YYYY' : 'DD/MM/YYYY';
}

/** A first guess of the choices from the file's rows: its headings where it has them, else its cells. */
export function guessChoices(preview: FilePreview): MapperChoices {
  const { rows, columns } = preview;
  const firstDated = rows.findIndex((row) => row.fields.some((field) => DATE_LIKE.test(field)));
  const skipRows = Math.min(Math.max(firstDated, 0), MAX_SKIPPED_ROWS);
  const data = rows.slice(skipRows).filter((row) => row.fields.some((field) => field !== ''));
  const headings = skipRows > 0 ? (rows[skipRows - 1]?.fields ?? []) : [];
  const cells = (column: number) => data.map((row) => row.fields[column] ?? '').filter((cell) => cell !== '');
  const all = Array.from({ length: columns }, (_, column) => column);

  const dateColumn = all.find((column) => DATE_LIKE.test(data[0]?.fields[column] ?? '')) ?? null;
  const free = (column: number) => column !== dateColumn;
  const headed = (heading: Heading) =>
    all.find((column) => free(column) && HEADINGS[heading].test(headings[column] ?? ''));
  const amountLike = all.filter(
    (column) =>
      free(column) && cells(column).length > 0 && cells(column).every((cell) => AMOUNT_LIKE.test(cell)),
  );

  const debitColumn = headed('debit') ?? null;
  const creditColumn = headed('credit') ?? null;
  const split = debitColumn !== null && creditColumn !== null && debitColumn !== creditColumn;
  const amountColumn = split ? null : (headed('amount') ?? amountLike[0] ?? null);
  const used = new Set([dateColumn, amountColumn, debitColumn, creditColumn]);
  const balanceColumn = headed('balance') ?? amountLike.filter((column) => !used.has(column)).at(-1) ?? null;
  used.add(balanceColumn);
  const described = headed('description');
  const texts = all.filter((column) => !used.has(column) && !amountLike.includes(column));
  const longest = texts.sort((a, b) => cells(b).join('').length - cells(a).join('').length)[0];
  const description = described ?? longest;

  return {
    skipRows,
    dateColumn,
    dateFormat: guessDateFormat(dateColumn === null ? [] : cells(dateColumn)),
    amountKind: split ? 'split' : 'signed',
    amountColumn,
    debitColumn: split ? debitColumn : null,
    creditColumn: split ? creditColumn : null,
    descriptionColumns: description === undefined ? [] : [description],
    balanceColumn,
  };
}
