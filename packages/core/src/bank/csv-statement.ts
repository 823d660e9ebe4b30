// A CSV statement read through its layout: a bank's (detected) or the owner's mapping. Rows that are
// not transactions are left out on purpose and counted (pending, zero, opening/closing balance); a row
// that should be one and cannot be read fails the whole file, naming its line.

import { type CsvPlan, detectCsvLayout, mappedPlan } from './csv-layouts.ts';
import { type CsvRecord, csvRecords } from './csv-records.ts';
import type { ColumnMapping, StatementLine, StatementReading } from './statement.ts';
import { parseStatementAmount } from './statement-amounts.ts';
import { parseStatementDate } from './statement-dates.ts';
import { isBalanceRow, isPending } from './statement-descriptions.ts';
import { StatementProblem } from './statement-problem.ts';

const cell = (fields: readonly string[], column: number) => fields[column] ?? '';
const isBlank = (fields: readonly string[]) => fields.every((field) => field === '');

function amountOf(
  fields: readonly string[],
  plan: CsvPlan,
  line: number,
  missing: () => StatementProblem,
): number {
  const read = (text: string) => {
    const cents = parseStatementAmount(text);
    if (cents === null) throw new StatementProblem('bad_amount', line, text);
    return cents;
  };
  if (plan.amount.kind === 'signed') {
    const text = cell(fields, plan.amount.column);
    if (text === '') throw missing();
    return read(text);
  }
  const debit = cell(fields, plan.amount.debitColumn);
  const credit = cell(fields, plan.amount.creditColumn);
  if (debit === '' && credit === '') throw missing();
  // Each column is money one way, whatever sign it is written with.
  return Math.abs(credit === '' ? 0 : read(credit)) - Math.abs(debit === '' ? 0 : read(debit));
}

/** The lines of a CSV statement; with a mapping, read through it, else through the bank layout detected. */
export function readCsvStatement(text: string, mapping: ColumnMapping | undefined): StatementReading {
  const records = csvRecords(text);
  const lineText = (line: number) => text.split('\n')[line - 1] ?? '';
  const plan = mapping ? mappedPlan(mapping) : detectCsvLayout(records);
  if (!plan) {
    const first = records.find((record) => !isBlank(record.fields));
    throw new StatementProblem('unknown_format', first?.line ?? 1, first ? lineText(first.line) : null);
  }
  const rows = records.slice(plan.firstRecord);
  const dateOf = (record: CsvRecord) =>
    parseStatementDate(cell(record.fields, plan.dateColumn), plan.dateOrder);
  // What follows the last dated row is the file's tail (a totals row, rows of empty cells), not
  // transactions; a date there that is no real day is still an error.
  const lastDated = rows.findLastIndex((record) => dateOf(record) !== null);

  const lines: StatementLine[] = [];
  const skipped: StatementReading['skipped'] = [];
  rows.forEach((record, index) => {
    const { fields, line } = record;
    if (isBlank(fields)) return;
    const dateText = cell(fields, plan.dateColumn);
    if (index > lastDated && !/\d/.test(dateText)) return;
    const description = plan.describe(fields);
    if (isBalanceRow(description)) {
      skipped.push({ sourceLine: line, reason: 'balance_row' });
      return;
    }
    const status = plan.statusColumn === null ? '' : cell(fields, plan.statusColumn);
    if (isPending(description) || isPending(status)) {
      skipped.push({ sourceLine: line, reason: 'pending' });
      return;
    }
    const missing = () => new StatementProblem('missing_field', line, lineText(line));
    if (dateText === '') throw missing();
    const date = dateOf(record);
    if (date === null) throw new StatementProblem('bad_date', line, dateText);
    const amountCents = amountOf(fields, plan, line, missing);
    if (amountCents === 0) {
      skipped.push({ sourceLine: line, reason: 'zero' });
      return;
    }
    const balanceText = plan.balanceColumn === null ? '' : cell(fields, plan.balanceColumn);
    const balanceCents = balanceText === '' ? null : parseStatementAmount(balanceText);
    if (balanceCents === null && balanceText !== '')
      throw new StatementProblem('bad_amount', line, balanceText);
    lines.push({ sourceLine: line, date, amountCents, description, balanceCents, bankId: null });
  });
  return { format: plan.format, lines, skipped, closingBalance: null };
}
