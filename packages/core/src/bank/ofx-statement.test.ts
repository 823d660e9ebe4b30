import { describe, expect, it } from 'vitest';
import { parseStatement } from './parse-statement.ts';
import type { StatementError } from './statement.ts';

const parse = (text: string) => parseStatement(new TextEncoder().encode(text));

const SGML_HEADER = 'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n';
// An OFX 1.x bank statement around the given transactions (line 1 is the header's first).
const sgml = (
  transactions: string,
  after = '<LEDGERBAL>\n<BALAMT>100.00\n<DTASOF>20250131\n</LEDGERBAL>\n',
) =>
  `${SGML_HEADER}<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n<STMTRS>\n<CURDEF>AUD\n<BANKTRANLIST>\n${transactions}</BANKTRANLIST>\n${after}</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n`;
const FIRST_TRANSACTION_LINE = 11;

const trn = (fields: string) => `<STMTTRN>\n${fields}</STMTTRN>\n`;

function linesOf(text: string) {
  const parsed = parse(text);
  if (!parsed.ok) throw new Error(`expected lines, got ${JSON.stringify(parsed.error)}`);
  return parsed;
}

describe('OFX transactions', () => {
  it('reads date, signed amount, FITID and NAME with MEMO, and the ledger balance', () => {
    const parsed = linesOf(
      sgml(
        trn(
          '<TRNTYPE>CREDIT\n<DTPOSTED>20250105120000[+10:AEST]\n<TRNAMT>+50.00\n<FITID>A1\n<NAME>J CITIZEN\n<MEMO>INV-9\n',
        ) + trn('<TRNTYPE>DEBIT\n<DTPOSTED>20250106\n<TRNAMT>-1.5\n<FITID>A2\n<NAME>FEE\n<MEMO>fee\n'),
      ),
    );
    expect(parsed.lines).toEqual([
      {
        sourceLine: 11,
        date: '2025-01-05',
        amountCents: 5_000,
        description: 'J CITIZEN - INV-9',
        balanceCents: null,
        bankId: 'A1',
      },
      {
        sourceLine: 19,
        date: '2025-01-06',
        amountCents: -150,
        description: 'FEE',
        balanceCents: null,
        bankId: 'A2',
      },
    ]);
    expect(parsed.closingBalance).toEqual({ date: '2025-01-31', cents: 10_000 });
  });

  it.each([
    ['the MEMO alone', '<MEMO>Card 1234 coffee\n', 'Card 1234 coffee'],
    ['a NAME that the MEMO carries on', '<NAME>BP MANLY\n<MEMO>BP MANLY VALE NSW\n', 'BP MANLY VALE NSW'],
    ['entities', '<NAME>A &lt;B&gt; &#233;t&#xE9; &quot;C&quot;\n', 'A <B> été "C"'],
    ['the type and cheque number when nothing else', '<TRNTYPE>CHECK\n<CHECKNUM>101\n', 'CHECK - 101'],
    ['a PAYEE aggregate', '<PAYEE>\n<NAME>ACME PTY\n<CITY>Sydney\n</PAYEE>\n', 'ACME PTY'],
    ['an empty MEMO left unclosed', '<NAME>ACME\n<MEMO>\n<SIC>5411\n', 'ACME'],
  ])('describes with %s', (_, fields, description) => {
    const parsed = linesOf(sgml(trn(`<DTPOSTED>20250105\n<TRNAMT>-1.00\n${fields}`)));
    expect(parsed.lines[0]?.description).toBe(description);
  });

  it('leaves a zero amount out, and has no closing balance without LEDGERBAL', () => {
    const parsed = linesOf(
      sgml(trn('<DTPOSTED>20250105\n<TRNAMT>0.00\n') + trn('<DTPOSTED>20250106\n<TRNAMT>-1\n'), ''),
    );
    expect(parsed.skipped).toEqual([{ sourceLine: FIRST_TRANSACTION_LINE, reason: 'zero' }]);
    expect(parsed.lines).toHaveLength(1);
    expect(parsed.closingBalance).toBeNull();
  });

  it('reads a credit card statement in OFX 2 (XML)', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<?OFX OFXHEADER="200" VERSION="220"?>
<OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS><CCSTMTRS><CURDEF>AUD</CURDEF>
<BANKTRANLIST><STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20250105</DTPOSTED><TRNAMT>-9.95</TRNAMT><FITID>X</FITID><NAME>SPOTIFY</NAME></STMTTRN></BANKTRANLIST>
<LEDGERBAL><BALAMT>-9.95</BALAMT><DTASOF>20250131</DTASOF></LEDGERBAL>
</CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>`;
    expect(linesOf(xml)).toEqual({
      ok: true,
      format: 'ofx',
      lines: [
        {
          sourceLine: 4,
          date: '2025-01-05',
          amountCents: -995,
          description: 'SPOTIFY',
          balanceCents: null,
          bankId: 'X',
        },
      ],
      skipped: [],
      closingBalance: { date: '2025-01-31', cents: -995 },
    });
  });

  it('answers empty for a statement without transactions', () => {
    expect(parse(sgml(''))).toEqual({ ok: false, error: { code: 'empty', line: null, text: null } });
  });
});

describe('an OFX file that cannot be read names its line', () => {
  const xmlStatement = (list: string) =>
    `<?xml version="1.0"?>\n<?OFX OFXHEADER="200"?>\n<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n<STMTRS>\n${list}</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n`;
  it.each<[string, string, StatementError]>([
    [
      'a statement without its transaction list',
      `${SGML_HEADER}<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n<STMTRS>\n<CURDEF>AUD\n</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n`,
      { code: 'broken_ofx', line: 8, text: '<STMTRS> without <BANKTRANLIST>' },
    ],
    [
      'no statement at all',
      `${SGML_HEADER}<OFX>\n<SIGNONMSGSRSV1>\n<SONRS>\n<DTSERVER>20250101\n</SONRS>\n</SIGNONMSGSRSV1>\n</OFX>\n`,
      { code: 'broken_ofx', line: 5, text: '<OFX> without a statement' },
    ],
    [
      'an aggregate left open in XML',
      xmlStatement(
        '<BANKTRANLIST>\n<STMTTRN>\n<DTPOSTED>20250105</DTPOSTED>\n<TRNAMT>-1.00</TRNAMT>\n</BANKTRANLIST>\n',
      ),
      { code: 'broken_ofx', line: 8, text: '<STMTTRN>' },
    ],
    [
      'a closing tag that closes nothing',
      xmlStatement('<BANKTRANLIST>\n</BANKTRANLIST>\n</STMTTRN>\n'),
      { code: 'broken_ofx', line: 9, text: '</STMTTRN>' },
    ],
    [
      'a file cut short',
      `${SGML_HEADER}<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n<STMTRS>\n<BANKTRANLIST>\n<STMTTRN>\n<DTPOSTED>20250105\n<TRNAMT>-1`,
      { code: 'broken_ofx', line: 10, text: '<STMTTRN>' },
    ],
    [
      'an amount that is not a number',
      sgml(trn('<DTPOSTED>20250105\n<TRNAMT>twelve\n')),
      { code: 'bad_amount', line: 13, text: 'twelve' },
    ],
    [
      'a comma for the decimal point',
      sgml(trn('<DTPOSTED>20250105\n<TRNAMT>-12,50\n')),
      { code: 'bad_amount', line: 13, text: '-12,50' },
    ],
    [
      'a dollar sign',
      sgml(trn('<DTPOSTED>20250105\n<TRNAMT>$12.50\n')),
      { code: 'bad_amount', line: 13, text: '$12.50' },
    ],
    [
      'a date that is no day',
      sgml(trn('<DTPOSTED>20250230\n<TRNAMT>-1.00\n')),
      { code: 'bad_date', line: 12, text: '20250230' },
    ],
    [
      'a transaction without its amount',
      sgml(trn('<DTPOSTED>20250105\n<NAME>X\n')),
      { code: 'missing_field', line: 11, text: '<STMTTRN> without <TRNAMT>' },
    ],
    [
      'a transaction without its date',
      sgml(trn('<TRNAMT>-1.00\n')),
      { code: 'missing_field', line: 11, text: '<STMTTRN> without <DTPOSTED>' },
    ],
    [
      'a ledger balance that is not a number',
      sgml(
        trn('<DTPOSTED>20250105\n<TRNAMT>-1\n'),
        '<LEDGERBAL>\n<BALAMT>n/a\n<DTASOF>20250131\n</LEDGERBAL>\n',
      ),
      { code: 'bad_amount', line: 17, text: 'n/a' },
    ],
  ])('%s', (_, text, error) => {
    expect(parse(text)).toEqual({ ok: false, error });
  });
});
