import { describe, expect, it } from 'vitest';
import { parseStatement } from './parse-statement.ts';
import type { ParseOptions, StatementError } from './statement.ts';

const parse = (text: string, options?: ParseOptions) =>
  parseStatement(new TextEncoder().encode(text), options);
const qif = (...records: string[]) => `!Type:Bank\n${records.map((record) => `${record}\n^\n`).join('')}`;

function dates(text: string, options?: ParseOptions) {
  const parsed = parse(text, options);
  if (!parsed.ok) throw new Error(`expected lines, got ${JSON.stringify(parsed.error)}`);
  return parsed.lines.map((line) => line.date);
}

describe('QIF dates: the file settles the order, else the owner', () => {
  it.each<[string, string[], ParseOptions, string[]]>([
    ['a day past 12 settles day-first', ['D01/02/2025', 'D25/12/2025'], {}, ['2025-02-01', '2025-12-25']],
    ['a day past 12 settles month-first', ['D01/02/2025', 'D12/25/2025'], {}, ['2025-01-02', '2025-12-25']],
    ["Quicken's apostrophe years", ["D1/ 2'25", "D12/25'25"], {}, ['2025-01-02', '2025-12-25']],
    ['2-digit years', ['D1/2/25', 'D25/12/25'], {}, ['2025-02-01', '2025-12-25']],
    [
      'the owner, when the file fits both',
      ['D01/02/2025', 'D03/04/2025'],
      { qifDateOrder: 'MDY' },
      ['2025-01-02', '2025-03-04'],
    ],
    [
      'the file, over the owner',
      ['D01/02/2025', 'D25/12/2025'],
      { qifDateOrder: 'MDY' },
      ['2025-02-01', '2025-12-25'],
    ],
    ['ISO dates, whatever the order', ['D2025-02-01'], {}, ['2025-02-01']],
    ['dates that read the same either way', ['D05/05/2025', 'D12/12/2025'], {}, ['2025-05-05', '2025-12-12']],
  ])('%s', (_, dateLines, options, expected) => {
    const text = qif(...dateLines.map((date, index) => `${date}\nT-${index + 1}.00\nPX`));
    expect(dates(text, options)).toEqual(expected);
  });

  it.each<[string, string, StatementError]>([
    [
      'dates that fit both orders',
      qif('D01/02/2025\nT-1.00', 'D03/04/2025\nT-1.00'),
      { code: 'ambiguous_dates', line: 2, text: '01/02/2025' },
    ],
    [
      'dates that contradict each other',
      qif('D25/12/2025\nT-1.00', 'D12/26/2025\nT-1.00'),
      { code: 'bad_date', line: 5, text: '12/26/2025' },
    ],
    [
      'a day that does not exist',
      qif('D25/12/2025\nT-1.00', 'D31/02/2025\nT-1.00'),
      { code: 'bad_date', line: 5, text: '31/02/2025' },
    ],
    [
      'a day that does not exist in a file that fits both',
      qif('D01/02/2025\nT-1.00', 'D31/02/2025\nT-1.00'),
      { code: 'bad_date', line: 5, text: '31/02/2025' },
    ],
    [
      'a record without its date',
      qif('D25/12/2025\nT-1.00', 'T-1.00\nPX'),
      { code: 'missing_field', line: 5, text: 'D' },
    ],
    ['a record without its amount', qif('D25/12/2025\nPX'), { code: 'missing_field', line: 2, text: 'T' }],
    [
      'an amount that is not money',
      qif('D25/12/2025\nT1.2.3'),
      { code: 'bad_amount', line: 3, text: '1.2.3' },
    ],
    [
      'an investment account',
      '!Type:Invst\nD25/12/2025\nNBuy\n^\n',
      { code: 'unknown_format', line: 1, text: '!Type:Invst' },
    ],
  ])('refuses %s', (_, text, error) => {
    expect(parse(text)).toEqual({ ok: false, error });
  });
});

describe('QIF records', () => {
  it('reads payee and memo, U when there is no T, thousands, and a last record without ^', () => {
    const parsed = parse(
      '!Type:CCard\nD25/12/2025\nU-1,234.50\nPOFFICEWORKS\nMToner\nLOffice\n^\nD26/12/2025\nT20.00\nMRefund\n',
    );
    expect(parsed).toEqual({
      ok: true,
      format: 'qif',
      lines: [
        {
          sourceLine: 2,
          date: '2025-12-25',
          amountCents: -123_450,
          description: 'OFFICEWORKS - Toner',
          balanceCents: null,
          bankId: null,
        },
        {
          sourceLine: 8,
          date: '2025-12-26',
          amountCents: 2_000,
          description: 'Refund',
          balanceCents: null,
          bankId: null,
        },
      ],
      skipped: [],
      closingBalance: null,
    });
  });

  it('reads the first of split fields, and the number when there is no payee or memo', () => {
    const parsed = parse(qif('D25/12/2025\nT-30.00\nN1042\nSOffice\n$-20.00\nSPersonal\n$-10.00'));
    expect(parsed).toMatchObject({ ok: true, lines: [{ amountCents: -3_000, description: '1042' }] });
  });

  it('leaves out the opening balance, pending and zero records, and lists of categories', () => {
    const text = `!Type:Cat\nNOffice\nE\n^\n${qif(
      'D01/12/2025\nT500.00\nPOpening Balance\nL[Cheque]',
      'D25/12/2025\nT-1.00\nPPENDING COFFEE',
      'D26/12/2025\nT0.00\nPNOTHING',
      'D27/12/2025\nT-2.00\nPTEA',
    )}`;
    const parsed = parse(text);
    expect(parsed).toMatchObject({
      ok: true,
      lines: [{ sourceLine: 19, description: 'TEA' }],
      skipped: [
        { sourceLine: 6, reason: 'balance_row' },
        { sourceLine: 11, reason: 'pending' },
        { sourceLine: 15, reason: 'zero' },
      ],
    });
  });
});
