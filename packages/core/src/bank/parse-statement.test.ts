import { describe, expect, it } from 'vitest';
import { parseStatement } from './parse-statement.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : part)),
  );

function read(data: Uint8Array) {
  const parsed = parseStatement(data);
  if (!parsed.ok) throw new Error(`expected lines, got ${JSON.stringify(parsed.error)}`);
  return parsed;
}

describe('parseStatement: the text of the file', () => {
  const row = '03/02/2025,"-15.26","Caf';
  const rest = ' Sorrento","+100.00"\r\n';

  it('reads UTF-8 with a byte-order mark, and without', () => {
    const withMark = read(bytes([0xef, 0xbb, 0xbf], `${row}é${rest}`));
    const without = read(bytes(`${row}é${rest}`));
    expect(withMark.lines).toEqual(without.lines);
    expect(without.lines[0]?.description).toBe('Café Sorrento');
  });

  it('reads a file saved again by Excel as windows-1252 when it is not UTF-8', () => {
    expect(read(bytes(row, [0xe9], rest)).lines[0]?.description).toBe('Café Sorrento');
    // Windows' curly quote (0x92) and a byte-order mark kept in front of windows-1252 text.
    const curly = read(bytes([0xef, 0xbb, 0xbf], '03/02/2025,"-1.00","O', [0x92], 'Brien","+1.00"\n'));
    expect(curly.lines[0]?.description).toBe('O’Brien');
  });
});

describe('parseStatement tells the format from the content', () => {
  it.each([
    ['OFX 1.x', 'OFXHEADER:100\nDATA:OFXSGML\n\n<OFX>\n</OFX>\n'],
    ['OFX 1.x after a byte-order mark and blank lines', '\uFEFF\n\nOFXHEADER:100\n<OFX>\n</OFX>\n'],
    ['OFX 2.x', '<?xml version="1.0"?>\n<?OFX OFXHEADER="200" VERSION="220"?>\n<OFX></OFX>\n'],
    [
      'OFX 2.x with a comment',
      '<?xml version="1.0"?><!-- made by a bank --><?OFX OFXHEADER="200"?><OFX></OFX>',
    ],
    ['an OFX element without a header', '<OFX>\n</OFX>\n'],
  ])('%s', (_, text) => {
    // Each is read as OFX: without a statement inside, it is a broken OFX, not an unknown CSV.
    expect(parseStatement(bytes(text))).toMatchObject({ ok: false, error: { code: 'broken_ofx' } });
  });

  it.each([
    ['a QIF bank account', '!Type:Bank\nD25/12/2025\nT-1.00\nPA\n^\n'],
    ['a QIF card account', '!Type:CCard\nD25/12/2025\nT-1.00\nPA\n^\n'],
    ['a QIF with its account first', '!Account\nNCheque\nTBank\n^\n!Type:Bank\nD25/12/2025\nT-1.00\nPA\n^\n'],
    ['a QIF with options', '!Option:AutoSwitch\n!Type:Bank\nD25/12/2025\nT-1.00\nPA\n^\n'],
  ])('%s', (_, text) => {
    expect(read(bytes(text)).format).toBe('qif');
  });

  it('reads as CSV a file that mentions OFX only later', () => {
    expect(read(bytes('03/02/2025,-1.00,"Paid <OFX> Ltd"\n')).format).toBe('csv-anz');
  });

  it.each([
    ['nothing', ''],
    ['blank lines', '\r\n\r\n  \n'],
    ['a byte-order mark alone', '\uFEFF'],
  ])('answers empty for %s', (_, text) => {
    expect(parseStatement(bytes(text))).toEqual({
      ok: false,
      error: { code: 'empty', line: null, text: null },
    });
  });

  it('answers unknown_format for another kind of file', () => {
    const pdf = bytes('%PDF-1.7\n', [0xe2, 0xe3, 0xcf, 0xd3], '\n1 0 obj\n');
    expect(parseStatement(pdf)).toMatchObject({ ok: false, error: { code: 'unknown_format', line: 1 } });
  });
});
