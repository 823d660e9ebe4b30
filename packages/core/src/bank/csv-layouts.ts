// The CSV layouts of the four big Australian banks, told apart by the file itself (its header row, or
// the shape of its rows when it has none), and the owner's own column mapping for any other CSV.

import type { CsvRecord } from './csv-records.ts';
import type { ColumnMapping, StatementFormat } from './statement.ts';
import { parseStatementAmount } from './statement-amounts.ts';
import { type DateOrder, parseStatementDate } from './statement-dates.ts';
import { isBalanceRow, isPending, joinDescription } from './statement-descriptions.ts';

/** Where a layout keeps each thing, resolved for one file. */
export interface CsvPlan {
  format: StatementFormat;
  /** Index (in the records) of the first row that may be a transaction. */
  firstRecord: number;
  dateOrder: DateOrder;
  dateColumn: number;
  amount: ColumnMapping['amount'];
  describe: (fields: readonly string[]) => string;
  balanceColumn: number | null;
  /** A column saying whether the line is posted ("Pending"), when the layout has one. */
  statusColumn: number | null;
}

const cell = (fields: readonly string[], column: number) => fields[column] ?? '';
const isBlank = (fields: readonly string[]) => fields.every((field) => field === '');
const isDmyDate = (text: string) => parseStatementDate(text, 'DMY') !== null;
const isAmount = (text: string) => parseStatementAmount(text) !== null;
// Rows the reader leaves out, which may lack an amount or a balance.
const isAside = (fields: readonly string[]) =>
  fields.some((field) => isBalanceRow(field) || isPending(field));

const describeColumns =
  (columns: readonly number[]) =>
  (fields: readonly string[]): string =>
    joinDescription(columns.map((column) => cell(fields, column)));

/**
 * NAB: type, details and merchant. A row without a merchant has fewer fields, so in the 2026 layout the
 * "Processed On" date can land in the merchant's place: a date there is not a merchant.
 */
const describeNab =
  (type: number, details: number, merchant: number | null) =>
  (fields: readonly string[]): string => {
    const merchantName = merchant === null ? '' : cell(fields, merchant);
    return joinDescription([
      cell(fields, type),
      cell(fields, details),
      isDmyDate(merchantName) ? '' : merchantName,
    ]);
  };

const headerOf = (fields: readonly string[]) =>
  fields.map((field) => field.toLowerCase().replace(/\s+/g, ' '));

function columnNamed(header: readonly string[], ...names: string[]): number | null {
  const index = header.findIndex((name) => names.includes(name));
  return index < 0 ? null : index;
}

const DATE_NAMES = ['date', 'transaction date'];
const DESCRIPTION_NAMES = ['description', 'details', 'transaction details', 'narrative'];

function headedPlan(header: readonly string[], firstRecord: number): CsvPlan | null {
  const [first, second, third] = header;
  if (first === 'bank account' && second === 'date') {
    const narrative = columnNamed(header, 'narrative');
    const debit = columnNamed(header, 'debit amount');
    const credit = columnNamed(header, 'credit amount');
    if (narrative === null || debit === null || credit === null) return null;
    return {
      format: 'csv-westpac',
      firstRecord,
      dateOrder: 'DMY',
      dateColumn: 1,
      amount: { kind: 'split', debitColumn: debit, creditColumn: credit },
      describe: describeColumns([narrative]),
      balanceColumn: columnNamed(header, 'balance'),
      statusColumn: columnNamed(header, 'status'),
    };
  }
  if (first === 'date' && second === 'amount' && header.includes('transaction details')) {
    return {
      format: 'csv-nab',
      firstRecord,
      dateOrder: 'DMY',
      dateColumn: 0,
      amount: { kind: 'signed', column: 1 },
      describe: describeNab(
        columnNamed(header, 'transaction type') ?? 4,
        columnNamed(header, 'transaction details') ?? 5,
        columnNamed(header, 'merchant name'),
      ),
      balanceColumn: columnNamed(header, 'balance'),
      statusColumn: columnNamed(header, 'status'),
    };
  }
  // ANZ's own columns with a header row: date, amount, description, then anything.
  if (
    first !== undefined &&
    DATE_NAMES.includes(first) &&
    second === 'amount' &&
    third !== undefined &&
    DESCRIPTION_NAMES.includes(third)
  ) {
    return {
      format: 'csv-anz',
      firstRecord,
      dateOrder: 'DMY',
      dateColumn: 0,
      amount: { kind: 'signed', column: 1 },
      describe: describeColumns([2]),
      balanceColumn: columnNamed(header, 'balance'),
      statusColumn: columnNamed(header, 'status'),
    };
  }
  return null;
}

/**
 * Whether the fourth column of headerless rows is CommBank's balance: nothing after it, an amount on
 * most rows (one that is not still fails the file, at its line), and either written as money
 * ("+2000.00", "1,234.5") or running with the amounts (a spreadsheet's re-save writes "2000"). ANZ's
 * optional fourth column is a reference number.
 */
function carriesBalances(rows: readonly (readonly string[])[]): boolean {
  if (rows.some((fields) => fields.slice(4).some((field) => field !== ''))) return false;
  const read = rows.map((fields) => ({
    text: cell(fields, 3),
    balance: parseStatementAmount(cell(fields, 3)),
    amount: parseStatementAmount(cell(fields, 1)),
  }));
  const balances = read.filter((row) => row.balance !== null);
  if (balances.length === 0 || balances.length * 2 < rows.length) return false;
  if (balances.some((row) => /[.+-]/.test(row.text))) return true;
  const runs = (from: (typeof read)[number] | undefined, to: (typeof read)[number] | undefined) =>
    from?.balance != null &&
    to?.balance != null &&
    to.amount !== null &&
    from.balance + to.amount === to.balance;
  const pairs = read.slice(1).map((row, index) => [read[index], row] as const);
  return pairs.length > 0 && (pairs.every(([a, b]) => runs(a, b)) || pairs.every(([a, b]) => runs(b, a)));
}

function headerlessPlan(records: readonly CsvRecord[], firstRecord: number): CsvPlan | null {
  // The first transaction tells the layout; an opening balance or a pending line before it may lack an amount.
  const candidates = records.slice(firstRecord).filter((record) => !isBlank(record.fields));
  const first = (candidates.find((record) => !isAside(record.fields)) ?? candidates[0])?.fields ?? [];
  if (!isDmyDate(cell(first, 0)) || !isAmount(cell(first, 1))) return null;
  const base = { firstRecord, dateOrder: 'DMY' as const, dateColumn: 0, statusColumn: null };
  // NAB before its header row: date, amount, account number, an empty column, type, details, balance.
  if (first.length >= 7 && cell(first, 3) === '' && cell(first, 4) !== '' && isAmount(cell(first, 6))) {
    return {
      ...base,
      format: 'csv-nab',
      amount: { kind: 'signed', column: 1 },
      describe: describeNab(4, 5, 8),
      balanceColumn: 6,
    };
  }
  const rows = records
    .slice(firstRecord)
    .map((record) => record.fields)
    .filter((fields) => isDmyDate(cell(fields, 0)) && !isAside(fields));
  if (carriesBalances(rows)) {
    return {
      ...base,
      format: 'csv-commbank',
      amount: { kind: 'signed', column: 1 },
      describe: describeColumns([2]),
      balanceColumn: 3,
    };
  }
  return {
    ...base,
    format: 'csv-anz',
    amount: { kind: 'signed', column: 1 },
    describe: describeColumns([2]),
    balanceColumn: null,
  };
}

/** The layout of a bank's CSV, from its first row that is not blank; null when it is none of theirs. */
export function detectCsvLayout(records: readonly CsvRecord[]): CsvPlan | null {
  const firstRecord = records.findIndex((record) => !isBlank(record.fields));
  const first = records[firstRecord];
  if (!first) return null;
  return headedPlan(headerOf(first.fields), firstRecord + 1) ?? headerlessPlan(records, firstRecord);
}

const MAPPED_ORDERS: Record<ColumnMapping['dateFormat'], DateOrder> = {
  'DD/MM/YYYY': 'DMY',
  'MM/DD/YYYY': 'MDY',
  'YYYY-MM-DD': 'YMD',
  // Month names are read whatever the order.
  'D MMM YY': 'DMY',
  'D MMM YYYY': 'DMY',
};

/** The owner's mapping for a CSV in no known layout. */
export function mappedPlan(mapping: ColumnMapping): CsvPlan {
  return {
    format: 'csv-mapped',
    firstRecord: mapping.skipRows,
    dateOrder: MAPPED_ORDERS[mapping.dateFormat],
    dateColumn: mapping.dateColumn,
    amount: mapping.amount,
    describe: describeColumns(mapping.descriptionColumns),
    balanceColumn: mapping.balanceColumn,
    statusColumn: null,
  };
}
