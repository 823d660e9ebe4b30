import { describe, expect, it } from 'vitest';
import { csvDocument, csvRow } from './csv-cells.ts';

describe('csvRow', () => {
  it.each([
    ['plain text', ['G1', 'Total sales'], 'G1,Total sales'],
    ['numbers as they are, negative ones too', [1234.5, -10], '1234.5,-10'],
    ['empty cells', [null, undefined, ''], ',,'],
    ['a comma quoted', ['Smith, J'], '"Smith, J"'],
    ['quotes doubled', ['say "hi"'], '"say ""hi"""'],
    ['a line break quoted', ['a\nb'], '"a\nb"'],
    ['a formula made text', ['=HYPERLINK("x")'], `"'=HYPERLINK(""x"")"`],
    ['plus', ['+61 2 1234'], "'+61 2 1234"],
    ['a negative decimal stays a number', ['-10.50'], '-10.50'],
    ['minus before text', ['-10 off'], "'-10 off"],
    ['at', ['@SUM(A1)'], "'@SUM(A1)"],
    ['a leading tab', ['\t=1'], "'\t=1"],
    ['a formula sign later is fine', ['a=b'], 'a=b'],
  ] as const)('%s', (_name, cells, line) => {
    expect(csvRow(cells)).toBe(line);
  });
});

describe('csvDocument', () => {
  it('ends every line with CRLF', () => {
    expect(
      csvDocument([
        ['a', 1],
        ['b', 2],
      ]),
    ).toBe('a,1\r\nb,2\r\n');
  });
});
