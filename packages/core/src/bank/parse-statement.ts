import { isIsoDate } from '../dates/calendar.ts';
import { parseCents } from '../money/cents.ts';
import type {
  ColumnMapping,
  ParsedStatement,
  ParseOptions,
  StatementError,
  StatementLine,
} from './statement.ts';

// PLACEHOLDER, replaced wholesale by the bank-core branch: reads only a CommBank CSV (no header: date,
// signed amount, description, balance), a simple OFX and a CSV through a column mapping, so that the API
// can be built and tested before the real parsers land.

type Outcome = { ok: true; line: StatementLine | null } | { ok: false; error: StatementError };

const fail = (code: StatementError['code'], line: number | null, text: string | null): ParsedStatement => ({
  ok: false,
  error: { code, line, text: text === null ? null : text.slice(0, 80) },
});

function csvCells(row: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < row.length; index++) {
    const char = row[index];
    if (quoted) {
      if (char === '"' && row[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells.map((each) => each.trim());
}

function amountOf(text: string): number | null {
  return parseCents(text.replace(/^\+/, '').replace('$', ''));
}

function dateOf(text: string, format: ColumnMapping['dateFormat']): string | null {
  const parts = text.trim().split(/[/-]/);
  const [a = '', b = '', c = ''] = parts;
  const iso =
    format === 'YYYY-MM-DD'
      ? `${a}-${b.padStart(2, '0')}-${c.padStart(2, '0')}`
      : format === 'MM/DD/YYYY'
        ? `${c}-${a.padStart(2, '0')}-${b.padStart(2, '0')}`
        : `${c}-${b.padStart(2, '0')}-${a.padStart(2, '0')}`;
  return parts.length === 3 && isIsoDate(iso) ? iso : null;
}

function lineOf(
  sourceLine: number,
  cells: { date: string; amount: string; description: string; balance: string | null },
  format: ColumnMapping['dateFormat'],
): Outcome {
  if (cells.date === '' || cells.amount === '') {
    return { ok: false, error: { code: 'missing_field', line: sourceLine, text: null } };
  }
  const date = dateOf(cells.date, format);
  if (!date) return { ok: false, error: { code: 'bad_date', line: sourceLine, text: cells.date } };
  const amountCents = amountOf(cells.amount);
  if (amountCents === null) {
    return { ok: false, error: { code: 'bad_amount', line: sourceLine, text: cells.amount } };
  }
  const balanceCents = cells.balance ? amountOf(cells.balance) : null;
  if (amountCents === 0) return { ok: true, line: null };
  return {
    ok: true,
    line: {
      sourceLine,
      date,
      amountCents,
      description: cells.description.replace(/\s+/g, ' ').trim(),
      balanceCents,
      bankId: null,
    },
  };
}

function readRows(
  rows: { sourceLine: number; cells: string[] }[],
  read: (cells: string[]) => { date: string; amount: string; description: string; balance: string | null },
  format: ColumnMapping['dateFormat'],
  statementFormat: 'csv-commbank' | 'csv-mapped',
): ParsedStatement {
  const lines: StatementLine[] = [];
  const skipped: { sourceLine: number; reason: 'zero' }[] = [];
  for (const row of rows) {
    const outcome = lineOf(row.sourceLine, read(row.cells), format);
    if (!outcome.ok) return { ok: false, error: outcome.error };
    if (outcome.line) lines.push(outcome.line);
    else skipped.push({ sourceLine: row.sourceLine, reason: 'zero' });
  }
  if (lines.length === 0) return fail('empty', null, null);
  return { ok: true, format: statementFormat, lines, skipped, closingBalance: null };
}

function parseOfx(text: string): ParsedStatement {
  const lines: StatementLine[] = [];
  const blocks = [...text.matchAll(/<STMTTRN>([\s\S]*?)<\/STMTTRN>/gi)];
  if (blocks.length === 0) return fail('broken_ofx', null, null);
  for (const block of blocks) {
    const body = block[1] ?? '';
    const sourceLine = text.slice(0, block.index).split('\n').length;
    const tag = (name: string) => new RegExp(`<${name}>([^<\\r\\n]*)`, 'i').exec(body)?.[1]?.trim() ?? null;
    const posted = tag('DTPOSTED');
    const amount = tag('TRNAMT');
    if (!posted || !amount) return fail('broken_ofx', sourceLine, null);
    const date = `${posted.slice(0, 4)}-${posted.slice(4, 6)}-${posted.slice(6, 8)}`;
    if (!isIsoDate(date)) return fail('bad_date', sourceLine, posted);
    const amountCents = parseCents(amount);
    if (amountCents === null) return fail('bad_amount', sourceLine, amount);
    lines.push({
      sourceLine,
      date,
      amountCents,
      description: [tag('NAME'), tag('MEMO')].filter(Boolean).join(' ').replace(/\s+/g, ' '),
      balanceCents: null,
      bankId: tag('FITID'),
    });
  }
  return { ok: true, format: 'ofx', lines, skipped: [], closingBalance: null };
}

const COMMBANK_ROW = /^\d{1,2}\/\d{1,2}\/\d{4}$/;

export function parseStatement(bytes: Uint8Array, options: ParseOptions = {}): ParsedStatement {
  if (bytes.includes(0)) return fail('unknown_format', null, null);
  const text = new TextDecoder().decode(bytes).replace(/^\uFEFF/, '');
  if (/<OFX>/i.test(text)) return parseOfx(text);
  const rows = text
    .split(/\r?\n/)
    .map((row, index) => ({ sourceLine: index + 1, cells: csvCells(row), blank: row.trim() === '' }))
    .filter((row) => !row.blank);
  if (rows.length === 0) return fail('empty', null, null);
  const first = rows[0]?.cells ?? [];
  if (first.length === 4 && COMMBANK_ROW.test(first[0] ?? '') && amountOf(first[1] ?? '') !== null) {
    return readRows(
      rows,
      ([date = '', amount = '', description = '', balance = '']) => ({
        date,
        amount,
        description,
        balance: balance || null,
      }),
      'DD/MM/YYYY',
      'csv-commbank',
    );
  }
  const { mapping } = options;
  if (!mapping) return fail('unknown_format', null, null);
  return readRows(
    rows.slice(mapping.skipRows),
    (cells) => {
      const at = (column: number | null) => (column === null ? '' : (cells[column] ?? ''));
      const amount =
        mapping.amount.kind === 'signed'
          ? at(mapping.amount.column)
          : at(mapping.amount.creditColumn) ||
            (at(mapping.amount.debitColumn) && `-${at(mapping.amount.debitColumn)}`);
      return {
        date: at(mapping.dateColumn),
        amount,
        description: mapping.descriptionColumns.map(at).join(' '),
        balance: at(mapping.balanceColumn) || null,
      };
    },
    mapping.dateFormat,
    'csv-mapped',
  );
}
