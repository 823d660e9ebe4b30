import type { ParsedStatement, StatementError, StatementErrorCode, StatementReading } from './statement.ts';

const MAX_TEXT = 80;

/**
 * Thrown by a reader at the first thing in the file it cannot read, and turned by `parsedFrom` into
 * an `{ ok: false }` answer: nothing of a bad file is kept, so there is nothing to carry on with.
 */
export class StatementProblem extends Error {
  readonly error: StatementError;

  constructor(code: StatementErrorCode, line: number | null, text: string | null) {
    const shown = text === null ? null : [...text.trim()].slice(0, MAX_TEXT).join('');
    super(`${code} at line ${line ?? '?'}: ${shown ?? ''}`);
    this.error = { code, line, text: shown };
  }
}

/** A reader's lines as the parser's answer: its problem, or no lines at all, as a refusal. */
export function parsedFrom(read: () => StatementReading): ParsedStatement {
  try {
    const reading = read();
    if (reading.lines.length === 0) return { ok: false, error: { code: 'empty', line: null, text: null } };
    return { ok: true, ...reading };
  } catch (error) {
    if (error instanceof StatementProblem) return { ok: false, error: error.error };
    throw error;
  }
}
