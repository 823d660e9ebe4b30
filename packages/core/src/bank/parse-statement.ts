// A statement file read whatever its format, told from its content (never its name: a bank's
// "statement.csv" may be OFX, and owners rename files).

import { readCsvStatement } from './csv-statement.ts';
import { readOfxStatement } from './ofx-statement.ts';
import { readQifStatement } from './qif-statement.ts';
import type { ParsedStatement, ParseOptions, StatementReading } from './statement.ts';
import { parsedFrom } from './statement-problem.ts';
import { statementText } from './statement-text.ts';

// OFX 1.x starts with its SGML header (OFXHEADER:100), OFX 2.x with <?xml …?> then <?OFX …?>; some
// banks send the <OFX> element alone.
const OFX_START = /^\s*(?:OFXHEADER\s*:|<\?xml[^<>]*>\s*(?:<!--[^<>]*-->\s*)*<\?OFX\b|<OFX>)/i;
const QIF_START = /^\s*!(?:Type|Account|Option|Clear)\b/i;

function read(text: string, options: ParseOptions): StatementReading {
  if (OFX_START.test(text)) return readOfxStatement(text);
  if (QIF_START.test(text)) return readQifStatement(text, options.qifDateOrder);
  return readCsvStatement(text, options.mapping);
}

/**
 * The transactions of a statement file (OFX/QFX, QIF, or CSV in a bank's layout or through the owner's
 * mapping), in file order, or the one thing wrong with it. A mapping, when given, is how CSV files of
 * that account are read: the owner's word beats the detection of a layout.
 */
export function parseStatement(bytes: Uint8Array, options: ParseOptions = {}): ParsedStatement {
  const text = statementText(bytes);
  if (text.trim() === '') return { ok: false, error: { code: 'empty', line: null, text: null } };
  return parsedFrom(() => read(text, options));
}
