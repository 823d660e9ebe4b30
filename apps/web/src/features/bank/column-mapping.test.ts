import { describe, expect, it } from 'vitest';
import {
  choicesOf,
  filePreview,
  guessChoices,
  type MapperChoices,
  mappingOf,
  PREVIEW_ROWS,
  readThrough,
} from './column-mapping.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

// A credit union's export: two rows before the transactions, debit and credit apart.
const CREDIT_UNION = [
  'Account,Everyday Access 123456',
  'Date,Details,Withdrawals,Deposits,Balance',
  '02/03/2026,"COFFEE CLUB, SYDNEY",4.50,,995.50',
  '03/03/2026,OSKO PAYMENT FROM J SMITH,,"1,200.00","2,195.50"',
  '25/03/2026,BANK FEE,5.00,,"2,190.50"',
].join('\r\n');

// No headings: a year-first date, a signed amount, the description, a balance.
const PLAIN = ['2026-03-02,-15.26,Officeworks,984.74', '2026-03-04,+2000.00,Transfer in,2984.74'].join('\n');

const base: MapperChoices = {
  skipRows: 1,
  dateColumn: 0,
  dateFormat: 'DD/MM/YYYY',
  amountKind: 'signed',
  amountColumn: 2,
  debitColumn: null,
  creditColumn: null,
  descriptionColumns: [1],
  balanceColumn: null,
};

describe('mappingOf', () => {
  it('makes the mapping of one signed amount column', () => {
    expect(mappingOf({ ...base, balanceColumn: 3 })).toEqual({
      skipRows: 1,
      dateColumn: 0,
      dateFormat: 'DD/MM/YYYY',
      amount: { kind: 'signed', column: 2 },
      descriptionColumns: [1],
      balanceColumn: 3,
    });
  });

  it('makes the mapping of debit and credit columns, the descriptions in column order', () => {
    expect(
      mappingOf({
        ...base,
        amountKind: 'split',
        amountColumn: 2,
        debitColumn: 3,
        creditColumn: 4,
        descriptionColumns: [5, 1],
      }),
    ).toEqual({
      skipRows: 1,
      dateColumn: 0,
      dateFormat: 'DD/MM/YYYY',
      amount: { kind: 'split', debitColumn: 3, creditColumn: 4 },
      descriptionColumns: [1, 5],
      balanceColumn: null,
    });
  });

  const incomplete: [string, Partial<MapperChoices>][] = [
    ['no date column', { dateColumn: null }],
    ['no amount column', { amountColumn: null }],
    ['no description', { descriptionColumns: [] }],
    ['no credit column', { amountKind: 'split', debitColumn: 3, creditColumn: null }],
    ['debit and credit in one column', { amountKind: 'split', debitColumn: 3, creditColumn: 3 }],
  ];
  it.each(incomplete)('makes none with %s', (_, change) => {
    expect(mappingOf({ ...base, ...change })).toBeNull();
  });

  it('starts again from a saved mapping', () => {
    const saved = mappingOf({
      ...base,
      amountKind: 'split',
      debitColumn: 2,
      creditColumn: 3,
      balanceColumn: 4,
    });
    expect(saved).not.toBeNull();
    if (saved) expect(mappingOf(choicesOf(saved))).toEqual(saved);
  });
});

describe('filePreview', () => {
  it('reads the first rows of the file, quoted fields whole, with their lines', () => {
    const preview = filePreview(bytes(`\uFEFF${CREDIT_UNION}`));
    expect(preview?.columns).toBe(5);
    expect(preview?.rows[2]).toEqual({
      line: 3,
      fields: ['02/03/2026', 'COFFEE CLUB, SYDNEY', '4.50', '', '995.50'],
    });
  });

  it('keeps no more rows than it can show and skip', () => {
    const long = Array.from({ length: 200 }, (_, index) => `01/03/2026,Line ${index},-1.00`).join('\n');
    const preview = filePreview(bytes(long));
    expect(preview?.rows.length).toBeGreaterThanOrEqual(PREVIEW_ROWS);
    expect(preview?.rows.length).toBeLessThan(200);
  });

  it('answers null for a file with nothing in it', () => {
    expect(filePreview(bytes('\n\n'))).toBeNull();
  });
});

describe('guessChoices', () => {
  it('skips the rows above the first date and reads the headings', () => {
    const preview = filePreview(bytes(CREDIT_UNION));
    if (!preview) throw new Error('no preview');
    expect(guessChoices(preview)).toEqual({
      skipRows: 2,
      dateColumn: 0,
      dateFormat: 'DD/MM/YYYY',
      amountKind: 'split',
      amountColumn: null,
      debitColumn: 2,
      creditColumn: 3,
      descriptionColumns: [1],
      balanceColumn: 4,
    });
  });

  it('guesses from the cells of a file without headings', () => {
    const preview = filePreview(bytes(PLAIN));
    if (!preview) throw new Error('no preview');
    expect(guessChoices(preview)).toEqual({
      skipRows: 0,
      dateColumn: 0,
      dateFormat: 'YYYY-MM-DD',
      amountKind: 'signed',
      amountColumn: 1,
      debitColumn: null,
      creditColumn: null,
      descriptionColumns: [2],
      balanceColumn: 3,
    });
  });

  it('takes dates month first only when a day past 12 says so', () => {
    const preview = filePreview(bytes('12/25/2025,Gift,-20.00\n12/26/2025,Refund,5.00'));
    if (!preview) throw new Error('no preview');
    expect(guessChoices(preview).dateFormat).toBe('MM/DD/YYYY');
  });
});

describe('readThrough', () => {
  it('reads the first transactions as the API will', () => {
    const preview = filePreview(bytes(CREDIT_UNION));
    const mapping = preview && mappingOf(guessChoices(preview));
    if (!preview || !mapping) throw new Error('no mapping');
    expect(readThrough(preview, mapping)).toEqual({
      ok: true,
      lines: [
        {
          line: 3,
          date: '2026-03-02',
          amountCents: -450,
          description: 'COFFEE CLUB, SYDNEY',
          balanceCents: 99550,
        },
        {
          line: 4,
          date: '2026-03-03',
          amountCents: 120000,
          description: 'OSKO PAYMENT FROM J SMITH',
          balanceCents: 219550,
        },
        { line: 5, date: '2026-03-25', amountCents: -500, description: 'BANK FEE', balanceCents: 219050 },
      ],
    });
  });

  it('names the row a wrong choice cannot read', () => {
    const preview = filePreview(bytes(CREDIT_UNION));
    if (!preview) throw new Error('no preview');
    const mapping = mappingOf({ ...guessChoices(preview), amountKind: 'signed', amountColumn: 1 });
    if (!mapping) throw new Error('no mapping');
    expect(readThrough(preview, mapping)).toEqual({
      ok: false,
      error: { code: 'bad_amount', line: 3, text: 'COFFEE CLUB, SYDNEY' },
    });
  });

  it('finds no transaction when no row has a date in the column chosen', () => {
    const preview = filePreview(bytes(CREDIT_UNION));
    const mapping = preview && mappingOf({ ...guessChoices(preview), dateColumn: 1 });
    if (!preview || !mapping) throw new Error('no mapping');
    expect(readThrough(preview, mapping)).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'empty' }),
    });
  });
});
