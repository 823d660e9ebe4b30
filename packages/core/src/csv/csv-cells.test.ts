import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvAmount, csvCell, csvDocument, csvRow } from './csv-cells.ts';

/** A minimal RFC 4180 reader, to check that what is written reads back. */
function parse(document: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < document.length; index++) {
    const char = document[index];
    if (quoted) {
      if (char === '"' && document[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && document[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index++;
    } else cell += char;
  }
  return rows;
}

describe('CSV cells', () => {
  it('writes plain text and numbers as they are, and nothing for null', () => {
    expect(csvRow(['INV-1', 12.5, null, undefined, '1234.50'])).toBe('INV-1,12.5,,,1234.50');
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('Smith, Jones & Co')).toBe('"Smith, Jones & Co"');
    expect(csvCell('The "best" café')).toBe('"The ""best"" café"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
  });

  it.each([
    ['=HYPERLINK("http://evil.test","click")', `"'=HYPERLINK(""http://evil.test"",""click"")"`],
    ['+61 2 9999 0000', "'+61 2 9999 0000"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
    ['＝HYPERLINK("http://evil.test")', `"'＝HYPERLINK(""http://evil.test"")"`],
    ['＋61 2 9999 0000', "'＋61 2 9999 0000"],
    ['－2＋3', "'－2＋3"],
    ['＠SUM(A1:A2)', "'＠SUM(A1:A2)"],
  ])('defuses a formula: %j', (text, written) => {
    expect(csvCell(text)).toBe(written);
  });

  it('leaves a formula sign inside a cell alone', () => {
    expect(csvCell('Plumbing = labour + parts')).toBe('Plumbing = labour + parts');
  });

  it('ends every line with CRLF', () => {
    expect(
      csvDocument([
        ['a', 'b'],
        ['c', 1],
      ]),
    ).toBe('a,b\r\nc,1\r\n');
    expect(csvDocument([])).toBe('');
  });

  it('reads back as written (a defused cell with its quote in front)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 5 }), { maxLength: 5 }),
        (rows) => {
          const expected = rows.map((row) =>
            row.map((cell) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell)),
          );
          // A row of one empty cell reads back as one empty cell too.
          expect(parse(csvDocument(rows))).toEqual(expected);
        },
      ),
    );
  });

  it('writes amounts with two decimals, a negative one as a number', () => {
    expect(csvCell(csvAmount(123450))).toBe('1234.50');
    expect(csvCell(csvAmount(2000))).toBe('20.00');
    expect(csvCell(csvAmount(-110000))).toBe('-1100.00');
    expect(csvCell(csvAmount(0))).toBe('0.00');
  });

  it('refuses a number that is not finite', () => {
    expect(() => csvCell(Number.NaN)).toThrow(RangeError);
  });
});
