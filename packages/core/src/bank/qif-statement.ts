// A QIF statement: after `!Type:Bank` (or CCard, Cash, Oth A, Oth L), records of one-letter fields
// (D date, T or U amount, P payee, M memo, N number) each ended by `^`. QIF does not say whether
// 01/02/2025 is the 1st of February or January the 2nd: one date in the file with a day past 12
// settles it; when none does, the owner must say (or the file is refused).

import type { StatementLine, StatementReading } from './statement.ts';
import { parseStatementAmount } from './statement-amounts.ts';
import { ordersFitting, parseStatementDate } from './statement-dates.ts';
import { isBalanceRow, isPending, joinDescription } from './statement-descriptions.ts';
import { StatementProblem } from './statement-problem.ts';

interface QifField {
  value: string;
  line: number;
}

interface QifRecord {
  /** The line of its first field. */
  line: number;
  /** The first of each code (split lines, S/E/$, repeat and are not read). */
  fields: Map<string, QifField>;
}

const TRANSACTION_TYPES = new Set(['bank', 'ccard', 'cash', 'oth a', 'oth l']);
// Lists that are not transactions (categories, classes, memorised payees, securities, prices).
const LIST_TYPES = new Set(['cat', 'class', 'memorized', 'security', 'prices']);

function recordsOf(text: string): QifRecord[] {
  const records: QifRecord[] = [];
  let reading: boolean | null = null;
  let current: QifRecord | null = null;
  const end = () => {
    if (current) records.push(current);
    current = null;
  };
  text.split('\n').forEach((raw, index) => {
    const line = index + 1;
    const text = raw.trim();
    if (text === '') return;
    if (text.startsWith('!')) {
      end();
      const header = text.slice(1).toLowerCase();
      if (header.startsWith('type:')) {
        const type = header.slice(5).trim();
        if (TRANSACTION_TYPES.has(type)) reading = true;
        else if (LIST_TYPES.has(type)) reading = false;
        // Investment accounts (and anything else) hold no bank lines.
        else throw new StatementProblem('unknown_format', line, raw);
      } else if (header.startsWith('account')) {
        // The account list's records (name, type, description) are not transactions.
        reading = false;
      }
      return;
    }
    if (reading === null) throw new StatementProblem('unknown_format', line, raw);
    if (!reading) return;
    if (text.startsWith('^')) {
      end();
      return;
    }
    const record: QifRecord = current ?? { line, fields: new Map() };
    current = record;
    const code = text[0]?.toUpperCase() ?? '';
    if (!record.fields.has(code)) record.fields.set(code, { value: text.slice(1).trim(), line });
  });
  end();
  return records;
}

/** The file's day/month order: what its dates settle, else the owner's word, else an error. */
function dateOrderOf(dates: readonly QifField[], said: 'DMY' | 'MDY' | undefined): 'DMY' | 'MDY' {
  const settling = dates.find((date) => ordersFitting(date.value).length === 1);
  if (settling) return ordersFitting(settling.value)[0] as 'DMY' | 'MDY';
  const impossible = dates.find((date) => ordersFitting(date.value).length === 0);
  if (impossible) throw new StatementProblem('bad_date', impossible.line, impossible.value);
  // Dates that read the same either way (2025-02-01, 05/05/2025) need no order.
  const ambiguous = dates.find(
    (date) => parseStatementDate(date.value, 'DMY') !== parseStatementDate(date.value, 'MDY'),
  );
  if (!ambiguous) return 'DMY';
  if (said) return said;
  throw new StatementProblem('ambiguous_dates', ambiguous.line, ambiguous.value);
}

/** The lines of a QIF file's bank (or card, cash) records. */
export function readQifStatement(text: string, dateOrder: 'DMY' | 'MDY' | undefined): StatementReading {
  const records = recordsOf(text);
  const dated = records.map((record) => {
    const date = record.fields.get('D');
    if (!date?.value) throw new StatementProblem('missing_field', record.line, 'D');
    return { record, date };
  });
  const order =
    dated.length > 0
      ? dateOrderOf(
          dated.map(({ date }) => date),
          dateOrder,
        )
      : 'DMY';
  const lines: StatementLine[] = [];
  const skipped: StatementReading['skipped'] = [];
  for (const { record, date: dateField } of dated) {
    const text = (code: string) => record.fields.get(code)?.value ?? '';
    const description = joinDescription([text('P'), text('M')]) || text('N');
    if (isBalanceRow(text('P'))) {
      skipped.push({ sourceLine: record.line, reason: 'balance_row' });
      continue;
    }
    if (isPending(description)) {
      skipped.push({ sourceLine: record.line, reason: 'pending' });
      continue;
    }
    // A date against the file's order (12/25 in a day-first file) is wrong, not the other order.
    const date = parseStatementDate(dateField.value, order);
    if (date === null) throw new StatementProblem('bad_date', dateField.line, dateField.value);
    const amount = record.fields.get('T') ?? record.fields.get('U');
    if (!amount?.value) throw new StatementProblem('missing_field', record.line, 'T');
    const amountCents = parseStatementAmount(amount.value);
    if (amountCents === null) throw new StatementProblem('bad_amount', amount.line, amount.value);
    if (amountCents === 0) {
      skipped.push({ sourceLine: record.line, reason: 'zero' });
      continue;
    }
    lines.push({ sourceLine: record.line, date, amountCents, description, balanceCents: null, bankId: null });
  }
  return { format: 'qif', lines, skipped, closingBalance: null };
}
