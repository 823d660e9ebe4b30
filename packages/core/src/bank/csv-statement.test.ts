import { describe, expect, it } from 'vitest';
import { parseStatement } from './parse-statement.ts';
import type { ColumnMapping, ParseOptions, StatementError } from './statement.ts';

const parse = (text: string, options?: ParseOptions) =>
  parseStatement(new TextEncoder().encode(text), options);

function linesOf(text: string, options?: ParseOptions) {
  const parsed = parse(text, options);
  if (!parsed.ok) throw new Error(`expected lines, got ${JSON.stringify(parsed.error)}`);
  return parsed;
}

const brief = (text: string, options?: ParseOptions) =>
  linesOf(text, options).lines.map((l) => [
    l.sourceLine,
    l.date,
    l.amountCents,
    l.description,
    l.balanceCents,
  ]);

describe('CSV layouts told apart by the file', () => {
  it.each([
    [
      'CommBank: no header, signed amount and balance',
      '03/02/2025,"-15.26","Coffee","+100.00"\n',
      'csv-commbank',
    ],
    [
      'CommBank re-saved: whole-dollar balances that run with the amounts',
      '3/03/2025,-50,Fee,950\n2/03/2025,1000,Pay,1000\n',
      'csv-commbank',
    ],
    ['ANZ: three columns', '03/02/2025,-15.26,Coffee\n', 'csv-anz'],
    [
      'ANZ: a reference number after the description',
      '03/02/2025,-15.26,Coffee,549951\n04/02/2025,-1.00,Tea,549952\n',
      'csv-anz',
    ],
    ['ANZ with a header row', 'Date,Amount,Description\n03/02/2025,-15.26,Coffee\n', 'csv-anz'],
    [
      'ANZ with a header row in other words',
      'Transaction Date,Amount,Details,Balance\n03/02/2025,-15.26,Coffee,84.74\n',
      'csv-anz',
    ],
    [
      'NAB with its header',
      'Date,Amount,Account Number,,Transaction Type,Transaction Details,Balance,Category,Merchant Name\n03 Feb 25,-15.26,083-123 1, ,EFTPOS,Coffee,84.74,Food,\n',
      'csv-nab',
    ],
    [
      'NAB without a header',
      '"03 Feb 22","-15.26","083-123 1","","EFTPOS","Coffee","+84.74","Food",""\n',
      'csv-nab',
    ],
    [
      'Westpac',
      'Bank Account,Date,Narrative,Debit Amount,Credit Amount,Balance,Categories,Serial\n032000111,03/02/2025,Coffee,15.26,,84.74,PAYMENT,\n',
      'csv-westpac',
    ],
  ])('%s', (_, text, format) => {
    expect(linesOf(text).format).toBe(format);
  });

  it('keeps an ANZ header file’s balance column when it has one', () => {
    expect(brief('Date,Amount,Description,Balance\n03/02/2025,-15.26,Coffee,84.74\n')).toEqual([
      [2, '2025-02-03', -1526, 'Coffee', 8474],
    ]);
  });

  it('reads an opening balance row before the first CommBank line as a balance row, not the layout', () => {
    const parsed = linesOf(
      '01/02/2025,,"Opening Balance","+100.00"\n03/02/2025,"-15.26","Coffee","+84.74"\n',
    );
    expect(parsed.format).toBe('csv-commbank');
    expect(parsed.skipped).toEqual([{ sourceLine: 1, reason: 'balance_row' }]);
    expect(parsed.lines).toHaveLength(1);
  });

  it('reads a NAB row whose Processed On date fell into the merchant’s place as having no merchant', () => {
    const text =
      'Date,Amount,Account Number,,Transaction Type,Transaction Details,Balance,Category,Merchant Name,Processed On\n' +
      '03 Feb 26,-15.26,083-123 1,,EFTPOS,Coffee,84.74,Food,03 Feb 26\n';
    expect(brief(text)).toEqual([[2, '2026-02-03', -1526, 'EFTPOS - Coffee', 8474]]);
  });

  it('nets a Westpac row with both a debit and a credit, whatever sign each column is written with', () => {
    const header = 'Bank Account,Date,Narrative,Debit Amount,Credit Amount,Balance,Categories,Serial\n';
    expect(brief(`${header}1,03/02/2025,A,-10.00,,90.00,,\n1,04/02/2025,B,5.00,15.00,100.00,,\n`)).toEqual([
      [2, '2025-02-03', -1000, 'A', 9000],
      [3, '2025-02-04', 1000, 'B', 10000],
    ]);
  });
});

describe('untidy CSV files', () => {
  it.each([
    ['"$" and thousands', '03/02/2025,"-$1,234.56",Rent,"$10,000.00"\n', -123_456, 1_000_000],
    ['an amount in brackets', '03/02/2025,($12.00),Fee,$88.00\n', -1_200, 8_800],
    ['CR and DR', '03/02/2025,12.00 DR,Fee,88.00 CR\n', -1_200, 8_800],
    ['a 2-digit year', '3/2/25,"-12.00",Fee,"+88.00"\n', -1_200, 8_800],
  ])('reads %s', (_, text, amount, balance) => {
    expect(linesOf(text).lines[0]).toMatchObject({ amountCents: amount, balanceCents: balance });
  });

  it('reads CRLF, LF and CR line ends alike, with the same line numbers', () => {
    const rows = ['03/02/2025,-1.00,A', '04/02/2025,-2.00,B', '', '05/02/2025,-3.00,C'];
    const lf = brief(rows.join('\n'));
    expect(brief(rows.join('\r\n'))).toEqual(lf);
    expect(brief(rows.join('\r'))).toEqual(lf);
    expect(lf.map(([line]) => line)).toEqual([1, 2, 4]);
  });

  it('reads a quote inside an unquoted field as text', () => {
    expect(brief('03/02/2025,-12.00,12" PIZZA\n')[0]?.[3]).toBe('12" PIZZA');
  });

  it('passes over blank lines, rows of empty cells and a totals row at the end', () => {
    const parsed = linesOf(
      '03/02/2025,-1.00,A,99.00\n\n,,,\n04/02/2025,-2.00,B,97.00\nTotal,-3.00,,\n,,,\n\n',
    );
    expect(parsed.lines.map((l) => l.sourceLine)).toEqual([1, 4]);
    expect(parsed.skipped).toEqual([]);
  });

  it('leaves out pending lines (by description or status column), zero amounts and balance rows, and says so', () => {
    const text = [
      'Date,Amount,Description,Status',
      '01/02/2025,0.00,Opening balance,',
      '02/02/2025,-5.00,PENDING - COFFEE,',
      '02/02/2025,-6.00,TEA,Pending',
      '03/02/2025,0.00,INTEREST RATE CHANGE,',
      '04/02/2025,-7.00,CAKE,Posted',
      '05/02/2025,,Closing Balance,',
    ].join('\n');
    const parsed = linesOf(text);
    expect(parsed.lines.map((l) => l.description)).toEqual(['CAKE']);
    expect(parsed.skipped).toEqual([
      { sourceLine: 2, reason: 'balance_row' },
      { sourceLine: 3, reason: 'pending' },
      { sourceLine: 4, reason: 'pending' },
      { sourceLine: 5, reason: 'zero' },
      { sourceLine: 7, reason: 'balance_row' },
    ]);
  });
});

describe('a CSV that cannot be read names its line and what is wrong', () => {
  const commbank = (rows: string[]) => rows.join('\n');
  const good = '03/02/2025,"-1.00","A","+99.00"';
  it.each<[string, string, StatementError]>([
    [
      'an impossible date',
      commbank([good, '31/02/2025,"-1.00","B","+98.00"']),
      { code: 'bad_date', line: 2, text: '31/02/2025' },
    ],
    [
      'a date in another order',
      commbank([good, good, '02/13/2025,"-1.00","B","+98.00"']),
      { code: 'bad_date', line: 3, text: '02/13/2025' },
    ],
    [
      'words where the date goes, mid-file',
      commbank([good, 'Tuesday,"-1.00","B","+98.00"', good]),
      { code: 'bad_date', line: 2, text: 'Tuesday' },
    ],
    [
      'an impossible date in the last row',
      commbank([good, '32/01/2025,"-1.00","B","+98.00"']),
      { code: 'bad_date', line: 2, text: '32/01/2025' },
    ],
    [
      'an amount that is not money',
      commbank([good, '04/02/2025,"1.2.3","B","+98.00"']),
      { code: 'bad_amount', line: 2, text: '1.2.3' },
    ],
    [
      'a comma as the decimal point',
      commbank([good, '04/02/2025,"-1,50","B","+98.00"']),
      { code: 'bad_amount', line: 2, text: '-1,50' },
    ],
    [
      'a balance that is not money',
      commbank([good, '04/02/2025,"-1.00","B","lots"']),
      { code: 'bad_amount', line: 2, text: 'lots' },
    ],
    [
      'a row without its date',
      commbank([good, ',"-1.00","B","+98.00"', good]),
      { code: 'missing_field', line: 2, text: ',"-1.00","B","+98.00"' },
    ],
    [
      'a row without its amount',
      commbank([good, '04/02/2025,"","B","+98.00"']),
      { code: 'missing_field', line: 2, text: '04/02/2025,"","B","+98.00"' },
    ],
    [
      'a quote never closed',
      commbank([good, '04/02/2025,"-1.00","B,+98.00', good]),
      { code: 'broken_csv', line: 2, text: '04/02/2025,"-1.00","B,+98.00' },
    ],
    [
      'a line break inside quotes, which no bank writes',
      commbank([good, '04/02/2025,"-1.00","B\nC","+98.00"']),
      { code: 'broken_csv', line: 2, text: '04/02/2025,"-1.00","B' },
    ],
    [
      'quotes gone astray',
      commbank([good, '04/02/2025,"-1.00,"B","+98.00"']),
      // The quoted field runs on past its stray quote to the next one before a comma.
      { code: 'bad_amount', line: 2, text: '-1.00,"B' },
    ],
    [
      'a CSV in no known layout',
      'Posted,Value,Memo\n2025-02-03,-1.00,A\n',
      { code: 'unknown_format', line: 1, text: 'Posted,Value,Memo' },
    ],
    [
      'a text file',
      '\n\nDear Sir,\nplease find attached\n',
      { code: 'unknown_format', line: 3, text: 'Dear Sir,' },
    ],
  ])('%s', (_, text, error) => {
    expect(parse(text)).toEqual({ ok: false, error });
  });

  it('names a Westpac row with neither a debit nor a credit as missing its amount', () => {
    const text =
      'Bank Account,Date,Narrative,Debit Amount,Credit Amount,Balance,Categories,Serial\n1,03/02/2025,A,,,90.00,,\n';
    expect(parse(text)).toEqual({
      ok: false,
      error: { code: 'missing_field', line: 2, text: '1,03/02/2025,A,,,90.00,,' },
    });
  });

  it('cuts the text it names to 80 characters', () => {
    const long = 'x'.repeat(200);
    const parsed = parse(`${good}\n04/02/2025,"${long}","B","+98.00"\n`);
    expect(parsed).toEqual({ ok: false, error: { code: 'bad_amount', line: 2, text: 'x'.repeat(80) } });
  });

  it('answers empty for a file of pending lines only', () => {
    expect(parse('03/02/2025,"-1.00","PENDING A","+99.00"\n')).toEqual({
      ok: false,
      error: { code: 'empty', line: null, text: null },
    });
  });
});

describe('a CSV read through the owner’s column mapping', () => {
  const mapping: ColumnMapping = {
    skipRows: 3,
    dateColumn: 1,
    dateFormat: 'MM/DD/YYYY',
    amount: { kind: 'split', debitColumn: 3, creditColumn: 4 },
    descriptionColumns: [2, 5],
    balanceColumn: 6,
  };
  const text = [
    'Statement for,Harbour Lane Joinery',
    'Account,12345678',
    'Ref,Posted,Payee,Out,In,Memo,Balance',
    'A1,02/13/2025,Coffee Co,4.50,,Flat white,95.50',
    'A2,02/14/2025,J Citizen,,"1,000.00",INV-7,"1,095.50"',
  ].join('\n');

  it('reads the columns it names, from the row after those it skips', () => {
    const parsed = linesOf(text, { mapping });
    expect(parsed.format).toBe('csv-mapped');
    expect(brief(text, { mapping })).toEqual([
      [4, '2025-02-13', -450, 'Coffee Co - Flat white', 9550],
      [5, '2025-02-14', 100_000, 'J Citizen - INV-7', 109_550],
    ]);
  });

  it('reads one signed column, month-named dates, and no balance', () => {
    const signed: ColumnMapping = {
      skipRows: 1,
      dateColumn: 0,
      dateFormat: 'D MMM YYYY',
      amount: { kind: 'signed', column: 2 },
      descriptionColumns: [1],
      balanceColumn: null,
    };
    expect(brief('When,What,How much\n3 Feb 2025,Coffee,-4.50\n', { mapping: signed })).toEqual([
      [2, '2025-02-03', -450, 'Coffee', null],
    ]);
  });

  it('is used even for a file in a bank’s layout: the owner said how this account’s files read', () => {
    const anzText = '03/02/2025,-15.26,Coffee\n';
    const mapped: ColumnMapping = {
      ...mapping,
      skipRows: 0,
      dateColumn: 0,
      dateFormat: 'YYYY-MM-DD',
      amount: { kind: 'signed', column: 1 },
      descriptionColumns: [2],
      balanceColumn: null,
    };
    expect(parse(anzText, { mapping: mapped })).toEqual({
      ok: false,
      error: { code: 'bad_date', line: 1, text: '03/02/2025' },
    });
  });

  it('names the header row it was not told to skip', () => {
    expect(parse(text, { mapping: { ...mapping, skipRows: 2 } })).toEqual({
      ok: false,
      error: { code: 'bad_date', line: 3, text: 'Posted' },
    });
  });
});
